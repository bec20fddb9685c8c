import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Runs only at build time (`ssr: false`): it draws the SPA shell and the pre-rendered sign-in page. It
 * waits for everything (`onAllReady`, as React Router's own entry does for the shell alone) so the page
 * is written whole, in order: streamed, React would add inline scripts to reveal late parts, which the
 * Content-Security-Policy refuses and scripts/postbuild.mjs does not carry.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}
