"""Schemathesis hooks for scripts/schemathesis.sh: make fuzzed requests reach the server's real work.

Random bytes are never an MP4 or an image, so on their own every generated upload stops at the file
checks. Here some uploads carry the real test video and a real thumbnail (with the generated title,
description and isPublished), so creation, storage and the answer's schema are exercised too. And
some generated post ids are replaced by ids of posts that exist, so get, patch, views and delete
reach real rows, not only the 404 of an unknown id.
"""

import os

import schemathesis
from hypothesis import strategies as st

VIDEO = open(os.environ["SANKALP_FUZZ_VIDEO"], "rb").read()
THUMBNAIL = open(os.environ["SANKALP_FUZZ_THUMBNAIL"], "rb").read()
POST_IDS = os.environ.get("SANKALP_FUZZ_POST_IDS", "").split()

CREATE = ("POST", "/api/v1/video-posts/create")


def _operation(context):
    operation = getattr(context, "operation", None)
    if operation is None:
        return None
    return (operation.method.upper(), operation.path)


def _with_files(body, which):
    body = dict(body)
    if which in ("video", "both"):
        body["video"] = VIDEO
    if which in ("thumbnail", "both"):
        body["thumbnail"] = THUMBNAIL
    return body


@schemathesis.hook
def flatmap_body(context, body):
    if _operation(context) != CREATE or not isinstance(body, dict):
        return st.just(body)
    return st.sampled_from(["generated", "video", "thumbnail", "both", "both"]).map(
        lambda which: body if which == "generated" else _with_files(body, which)
    )


@schemathesis.hook
def flatmap_path_parameters(context, path_parameters):
    if not POST_IDS or not isinstance(path_parameters, dict) or "id" not in path_parameters:
        return st.just(path_parameters)
    return st.one_of(
        st.just(path_parameters),
        st.sampled_from(POST_IDS).map(lambda post_id: {**path_parameters, "id": post_id}),
    )
