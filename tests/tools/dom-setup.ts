// Emulated DOMs have no IndexedDB; real persistence is proven in Chromium by the e2e lane.
import 'fake-indexeddb/auto';
