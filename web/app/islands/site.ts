/** The script of the pages whose only behaviour is the header's small-screen menu. */
import { menu } from "@/components/layout/header.island";

menu();
