/** The darshan feed's data as the API returns it, from the generated API schema. */
import type { Schemas } from "@/lib/api";

/** A daily darshan video post; `description` is sanitised HTML from the server. */
export type VideoPost = Schemas["VideoPost"];

/** One page of the public feed. */
export type VideoPage = Schemas["PostPage"];
