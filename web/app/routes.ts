import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("allpujas/:category", "routes/allpujas.tsx"),
  route("puja/:slug", "routes/puja.tsx"),
  route("photos/:id", "routes/photos.tsx"),
  route("photo-gallery", "routes/photo-gallery.tsx"),
  route("daily-darshan", "routes/daily-darshan.tsx"),
  route("daily-darshan/:id", "routes/daily-darshan-post.tsx"),
  route("dharmik", "routes/dharmik.tsx"),
  route("details/:slug", "routes/details.tsx"),
  route("book/:slug", "routes/book.tsx"),
  route("astrology", "routes/astrology.tsx"),
  route("contact", "routes/contact.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("terms-and-condition", "routes/terms.tsx"),
  route("policy", "routes/policy.tsx"),
  route("login", "routes/login.tsx"),
  // Bookings (issue 17), client-rendered app routes: the sankalp form and the devotee's private page.
  // /sankalp/ritual/{slug}, /sankalp/pilgrimage/{slug} and /sankalp/astrology, told apart by the route module.
  route("sankalp/*", "routes/sankalp.tsx"),
  route("booking/:token", "routes/booking.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/daily-darshan", "routes/admin/daily-darshan.tsx"),
    route("admin/daily-darshan/new", "routes/admin/daily-darshan-new.tsx"),
    // Bookings (issue 17): the priest's inbox.
    route("admin/orders", "routes/admin/orders.tsx"),
    route("admin/orders/:reference", "routes/admin/order.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
