import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SiteChrome } from "@/components/layout/site-chrome";
import PhotosPage from "./photos";
import { setViewportWidth } from "@/features/gallery/test-viewport";

vi.mock("@/content/gallery", async (importOriginal) => {
  const fixtures = await import("@/features/gallery/test-fixtures");
  const { srcSetOf } = await importOriginal<typeof import("@/content/gallery")>();
  return { vipPhotos: fixtures.VIP, allPhotos: fixtures.ALL, staticGallery: [], srcSetOf };
});

/** The real site shell around the page: it scrolls every new page to the top, as in the browser. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: () => (
          <SiteChrome>
            <Outlet />
          </SiteChrome>
        ),
        children: [{ path: "/photos/:id", Component: PhotosPage }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const categories = () => screen.getByRole("navigation", { name: "Gallery categories" });
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("gallery categories", () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the VIP set for vip-photos and all images for all-photos or any other id", () => {
    setViewportWidth(1280);
    const router = renderAt("/photos/vip-photos");
    expect(screen.getByRole("heading", { level: 2, name: "VIP Photos" })).toBeInTheDocument();
    expect(screen.getAllByTestId("gallery-tile")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "VIP Photos" })).toHaveAttribute("aria-current", "page");
    router.dispose();
  });

  it.each(["/photos/all-photos", "/photos/something-else"])("%s shows every image", (path) => {
    setViewportWidth(1280);
    renderAt(path);
    expect(screen.getByRole("heading", { level: 2, name: "All Photos" })).toBeInTheDocument();
    expect(screen.getAllByTestId("gallery-tile")).toHaveLength(4);
  });

  it("navigates to /photos/{category} when a category button is pressed", async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const router = renderAt("/photos/vip-photos");
    const links = categories();
    expect(links.querySelectorAll("a")).toHaveLength(2);

    await user.click(screen.getByRole("link", { name: "All Photos" }));
    expect(router.state.location.pathname).toBe("/photos/all-photos");
    expect(screen.getByRole("heading", { level: 2, name: "All Photos" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All Photos" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "VIP Photos" })).not.toHaveAttribute("aria-current");

    await user.click(screen.getByRole("link", { name: "VIP Photos" }));
    expect(router.state.location.pathname).toBe("/photos/vip-photos");
  });

  it("on a narrow screen, ends 200 px down the page after the change", async () => {
    setViewportWidth(999);
    const user = userEvent.setup();
    renderAt("/photos/vip-photos");
    scrollTo.mockClear();
    await user.click(screen.getByRole("link", { name: "All Photos" }));
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 200 })));
    // The shell's own scroll to the top came first; the category scroll is the last word.
    expect(scrollTo.mock.calls[0]?.[0]).toMatchObject({ top: 0 });
  });

  it("on a wide screen, does not scroll down", async () => {
    setViewportWidth(1000);
    const user = userEvent.setup();
    renderAt("/photos/vip-photos");
    scrollTo.mockClear();
    await user.click(screen.getByRole("link", { name: "All Photos" }));
    await tick();
    expect(screen.getByRole("heading", { level: 2, name: "All Photos" })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ top: 200 }));
  });

  it("closes an open photo when the category changes", async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const router = renderAt("/photos/vip-photos");
    await user.click(screen.getByRole("button", { name: "View larger: Havan fire" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await router.navigate("/photos/all-photos");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
