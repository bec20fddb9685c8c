/** A daily darshan video post as the API returns it (DESIGN.md §5). */
export interface VideoPost {
  _id: string;
  title: string;
  /** Sanitised HTML from the server. */
  description: string;
  thumbnail: string;
  videoLink: string;
  /** Seconds, read from the MP4 itself. */
  duration: number;
  views: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
  owner: { _id: string; username: string; fullName: string };
}
