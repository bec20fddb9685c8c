/** /booking/{token}: the menu, and the private page (features/bookings/booking-page.island.ts). */
import { menu } from "@/components/layout/header.island";
import { bookingPage } from "@/features/bookings/booking-page.island";

menu();
bookingPage();
