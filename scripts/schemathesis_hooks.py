"""Schemathesis hooks for scripts/schemathesis.sh: make fuzzed requests reach the server's real work.

Random bytes are never an MP4 or an image, so on their own every generated upload stops at the file
checks. Here some uploads carry the real test video and a real thumbnail (with the generated title,
description and isPublished), so creation, storage and the answer's schema are exercised too. Some
generated post ids are replaced by ids of posts that exist, so get, patch, views and delete reach real
rows, not only the 404 of an unknown id. And two in three `/media/{key}` requests ask for a stored video
or thumbnail, so the generated headers meet a real file; some of those carry a well-formed range (some
past the end, some several at once), the file's ETag in `If-None-Match`, or a range with a current or
stale `If-Range`: 200, 206, 304 and 416 are all reached, not only 404.

Bookings likewise: some generated references and tokens are replaced by those of seeded bookings, and
proof file names by the seeded proof's, so detail, PATCH, tracking, withdrawal and the proof routes reach
real rows and files; some generated ritual bookings name a published ritual, so creation can succeed (until the
per-client limit of 5 in 10 minutes answers 429, as documented).

Only a file field that was generated as a file (non-empty bytes) is replaced, and none is added: a case
generated to break the schema through its files (a `video` that is text, a missing `thumbnail`) stays
broken, and the server must still refuse it. Media keys are put in by `before_call`, after generation:
generated path parameters are percent-encoded after the generation hooks, while the server never decodes
a key (`videos%2F…` is not `videos/…`). Which requests get a real key follows from the generated key, so
a seeded run repeats itself.
"""

import os
import zlib

import schemathesis
from hypothesis import strategies as st
from schemathesis.transport.serialization import Binary

VIDEO = open(os.environ["SANKALP_FUZZ_VIDEO"], "rb").read()
THUMBNAIL = open(os.environ["SANKALP_FUZZ_THUMBNAIL"], "rb").read()
POST_IDS = os.environ.get("SANKALP_FUZZ_POST_IDS", "").split()
BOOKING_REFERENCES = os.environ.get("SANKALP_FUZZ_BOOKING_REFERENCES", "").split()
BOOKING_TOKENS = os.environ.get("SANKALP_FUZZ_BOOKING_TOKENS", "").split()
PROOF_NAME = os.environ.get("SANKALP_FUZZ_PROOF_NAME", "")
# Stored media keys and their ETags, as KEY=ETAG.
MEDIA_ETAGS = dict(pair.split("=", 1) for pair in os.environ.get("SANKALP_FUZZ_MEDIA", "").split())
MEDIA_KEYS = sorted(MEDIA_ETAGS)
RANGES = [
    "bytes=0-1023",
    "bytes=1024-",
    "bytes=-512",
    "bytes=0-0",
    "bytes=4294967296-",
    "bytes=0-1,4-5",
    "bytes=18446744073709551615-18446744073709551615",
    "bytes=0-18446744073709551616",
]

CREATE = ("POST", "/api/v1/video-posts/create")
BOOK = ("POST", "/api/v1/bookings")
MEDIA = ("GET", "/media/{key}")


def _operation(context):
    operation = getattr(context, "operation", None)
    if operation is None:
        return None
    return (operation.method.upper(), operation.path)


def _pick(value):
    """A number that follows from a generated value: the same case is changed the same way each run."""
    return zlib.crc32(repr(value).encode("utf-8", "surrogatepass"))


# Path parameters that name seeded rows: generated values are sometimes replaced by real ones.
def _seeded():
    return {"id": POST_IDS, "reference": BOOKING_REFERENCES, "token": BOOKING_TOKENS, "name": [PROOF_NAME] if PROOF_NAME else []}


@schemathesis.hook
def flatmap_path_parameters(context, path_parameters):
    if not isinstance(path_parameters, dict):
        return st.just(path_parameters)
    choices = [st.just(path_parameters)]
    for name, values in _seeded().items():
        if name in path_parameters and values:
            choices.append(st.sampled_from(values).map(lambda value, name=name: {**path_parameters, name: value}))
    if len(choices) > 2:
        # Every seeded name at once (a token with its proof's name), so nested routes reach a file.
        real = {name: values[0] for name, values in _seeded().items() if name in path_parameters and values}
        choices.append(st.just({**path_parameters, **real}))
    return st.one_of(*choices)


def _is_file(value):
    """Whether a generated form value is what a valid case carries for a file: non-empty bytes."""
    if isinstance(value, Binary):
        return bool(value.data)
    return isinstance(value, bytes) and bool(value)


def _with_files(body, which):
    body = dict(body)
    if which in ("video", "both") and _is_file(body.get("video")):
        body["video"] = VIDEO
    if which in ("thumbnail", "both") and _is_file(body.get("thumbnail")):
        body["thumbnail"] = THUMBNAIL
    return body


def _bookable(body):
    """A generated ritual booking with a published slug (any string is schema-valid there, so a case
    generated to break the schema stays broken)."""
    if body.get("service") != "ritual" or not isinstance(body.get("slug"), str):
        return body
    return {**body, "slug": "satyanarayan"}


@schemathesis.hook
def flatmap_body(context, body):
    if _operation(context) == BOOK and isinstance(body, dict):
        return st.sampled_from([False, True]).map(lambda real: _bookable(body) if real else body)
    if _operation(context) != CREATE or not isinstance(body, dict):
        return st.just(body)
    return st.sampled_from(["generated", "video", "thumbnail", "both", "both"]).map(
        lambda which: body if which == "generated" else _with_files(body, which)
    )


@schemathesis.hook
def before_call(context, case, **kwargs):
    if _operation(context) == MEDIA and MEDIA_KEYS and isinstance(case.path_parameters, dict):
        _with_real_media(case)


def _with_real_media(case):
    pick = _pick(case.path_parameters.get("key"))
    if pick % 3 == 0:
        return
    key = MEDIA_KEYS[pick % len(MEDIA_KEYS)]
    case.path_parameters = {**case.path_parameters, "key": key}
    headers = dict(case.headers or {})
    variant = pick // 3 % 4
    if variant in (1, 3):
        headers["Range"] = RANGES[pick // 12 % len(RANGES)]
    if variant == 2:
        headers["If-None-Match"] = MEDIA_ETAGS[key]
    if variant == 3:
        headers["If-Range"] = MEDIA_ETAGS[key] if pick % 2 else '"stale"'
    case.headers = headers
