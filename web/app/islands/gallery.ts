/** /photos/{id}: the menu, and the grid's columns, photo dialog, inline video and category scroll. */
import { menu } from "@/components/layout/header.island";
import { enhanceGallery } from "@/features/gallery/gallery.island";

menu();
enhanceGallery();
