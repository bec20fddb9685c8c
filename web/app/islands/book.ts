/** /book/{slug}: the menu, and the booking chat opened after a moment unless the visitor stays. */
import { menu } from "@/components/layout/header.island";
import { autoFollow } from "@/features/pilgrimage/auto-follow.island";

menu();
autoFollow();
