/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts at build time: ties the saved query cache to the build. */
  readonly VITE_BUILD_ID?: string;
  /** The old panel's address, where a deployment sets it (addresses are configuration). */
  readonly VITE_OLD_PANEL_URL?: string;
}
