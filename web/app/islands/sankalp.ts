/** /sankalp/…: the menu, and the sankalp form (features/bookings/sankalp-form.island.ts). */
import { menu } from "@/components/layout/header.island";
import { sankalpForm } from "@/features/bookings/sankalp-form.island";

menu();
sankalpForm();
