/** What a path that is not a regular file is (../file-kind.ts), in both languages, for the edges that say it. */
import { ENGLISH_FILE_KIND_WORDS, type FileKindWords } from "../file-kind.ts";
import type { Language } from "../language.ts";

export const FILE_KIND_WORDS: Record<Language, FileKindWords> = {
  en: ENGLISH_FILE_KIND_WORDS,
  zh: { folder: "文件夹", fifo: "FIFO（命名管道）", socket: "socket", device: "设备或其他特殊文件" },
};
