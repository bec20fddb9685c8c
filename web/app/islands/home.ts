/** The home page: the menu, the typewriters, the tilt cards and the Recommended row's starting scroll. */
import { menu } from "@/components/layout/header.island";
import { tilts } from "@/components/tilt.island";
import { typewriters } from "@/components/typewriter.island";
import { scrollRows } from "@/features/home/recommended-row.island";

menu();
typewriters();
tilts();
scrollRows();
