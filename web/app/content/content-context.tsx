import { type ReactNode, createContext, useContext } from "react";
import type { SiteContent, SiteSettings } from "./types";

/**
 * What every page needs, the site chrome included: the settings, the public origin, the current path (for
 * the navigation's current link) and the footer's text when known. The admin app provides it from
 * `GET /api/v1/site`; the render entry from the whole content.
 */
export interface SiteFrame {
  site: SiteSettings;
  origin: string;
  path: string;
  footerAbout?: string;
}

const FrameContext = createContext<SiteFrame | null>(null);
const ContentContext = createContext<SiteContent | null>(null);

export function SiteFrameProvider({ frame, children }: { frame: SiteFrame; children: ReactNode }) {
  return <FrameContext.Provider value={frame}>{children}</FrameContext.Provider>;
}

/** The whole content, for the server-rendered pages (app/entry.render.tsx), and the frame made from it. */
export function ContentProvider({
  content,
  path,
  children,
}: {
  content: SiteContent;
  path: string;
  children: ReactNode;
}) {
  const frame: SiteFrame = {
    site: content.site,
    origin: content.origin,
    path,
    footerAbout: content.pages.footer.about,
  };
  return (
    <ContentContext.Provider value={content}>
      <FrameContext.Provider value={frame}>{children}</FrameContext.Provider>
    </ContentContext.Provider>
  );
}

export function useFrame(): SiteFrame {
  const frame = useContext(FrameContext);
  if (!frame) throw new Error("useFrame() outside a SiteFrameProvider or ContentProvider");
  return frame;
}

export const useSite = (): SiteSettings => useFrame().site;

export function useContent(): SiteContent {
  const content = useContext(ContentContext);
  if (!content) throw new Error("useContent() outside a ContentProvider");
  return content;
}
