/** A daily darshan video post as the API returns it (DESIGN.md §5). */
export interface VideoPost {
  _id: string;
  title: string;
  /** Sanitised HTML from the server. */
  description: string;
  thumbnail: string;
  /** Smaller renditions of the thumbnail, for `srcset`. */
  thumbnails: Array<{ width: number; url: string }>;
  videoLink: string;
  /** Seconds, read from the MP4 itself. */
  duration: number;
  views: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
  owner: { _id: string; username: string; fullName: string };
}

/** One page of the public feed. */
export interface VideoPage {
  videoPosts: VideoPost[];
  total: number;
  page: number;
  limit: number;
}
