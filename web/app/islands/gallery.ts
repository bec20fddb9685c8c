/**
 * The script of the gallery pages, `/photos/{id}` and `/photo-gallery`: pre-rendered by React like every
 * page but not hydrated (web/scripts/postbuild.mjs swaps this bundle in for the router's scripts). React
 * and React Router weigh ~130 KB (gzip) and on a phone their download and start-up came before the first
 * paint; the gallery's behaviour is small and lives in gallery-behaviour.ts. `/photo-gallery` is links,
 * pictures and a native player: it needs only the header's menu.
 */
import { enhanceGallery } from "./gallery-behaviour";
import { menu } from "./menu";

menu();
enhanceGallery();
