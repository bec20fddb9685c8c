/**
 * The behaviour of /daily-darshan when opened directly: the page is pre-rendered by React but not hydrated
 * (React and React Router were most of its JavaScript and blocking time, and the feed's request had to wait
 * for them; bench/results/lighthouse.md). This script adds the small-screen menu and the feed
 * (darshan-feed.ts), whose first page the HTML already preloads. `web/scripts/postbuild.mjs` bundles it and
 * swaps it in for the router's scripts. Reached by client navigation, the page is React's as before.
 */
import { mountFeed } from "./darshan-feed";
import { menu } from "./menu";

menu();
const feed = document.querySelector<HTMLElement>("[data-darshan-feed]");
if (feed) mountFeed(feed);
