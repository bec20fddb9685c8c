/** /photo-gallery: the menu, and the video that plays in place when its poster is pressed. */
import { menu } from "@/components/layout/header.island";
import { playOnPress } from "@/features/gallery/video-poster.island";

menu();
const grid = document.querySelector<HTMLElement>("[data-testid=static-gallery]");
if (grid) playOnPress(grid);
