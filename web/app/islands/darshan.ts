/** /daily-darshan: the menu, and the feed's inline players and next pages. */
import { menu } from "@/components/layout/header.island";
import { mountFeed } from "@/features/darshan/darshan-feed.island";

menu();
const feed = document.querySelector<HTMLElement>("[data-darshan-feed]");
if (feed) mountFeed(feed);
