/** /daily-darshan/{id}: the menu, and one view counted when the video first plays. */
import { menu } from "@/components/layout/header.island";
import { countFirstPlay } from "@/features/darshan/post.island";

menu();
countFirstPlay();
