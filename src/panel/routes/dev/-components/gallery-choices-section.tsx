import { GalleryDialog, GalleryNumbers, GallerySelects } from './gallery-choices.tsx';

export function GalleryChoices() {
  return (
    <>
      <GallerySelects />
      <GalleryNumbers />
      <GalleryDialog />
    </>
  );
}
