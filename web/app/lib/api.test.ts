import { describe, expectTypeOf, it } from "vitest";
import type { ApiBody, ApiData, ApiUrl, Schemas } from "./api";

// Checked by the type check (`tsc` in make test-web): the client's types follow the generated schema.
describe("the API client's types", () => {
  it("type an operation's answer, body and address from the OpenAPI document", () => {
    expectTypeOf<ApiData<"me">>().toEqualTypeOf<{ user: Schemas["User"] }>();
    expectTypeOf<ApiData<"createVideoPost">>().toEqualTypeOf<{ videoPost: Schemas["VideoPost"] }>();
    expectTypeOf<ApiData<"listVideoPosts">>().toEqualTypeOf<Schemas["PostPage"]>();
    expectTypeOf<ApiBody<"login">>().toEqualTypeOf<Schemas["LoginBody"]>();
    expectTypeOf<ApiUrl<"me">>().toEqualTypeOf<"/api/v1/users/me">();
    expectTypeOf<ApiUrl<"countVideoPostView">>().toEqualTypeOf<`/api/v1/video-posts/${string}/views`>();
    expectTypeOf<"/api/v1/video-posts/0190/views">().toExtend<ApiUrl<"countVideoPostView">>();
    expectTypeOf<"/api/v1/users/me">().not.toExtend<ApiUrl<"countVideoPostView">>();
  });
});
