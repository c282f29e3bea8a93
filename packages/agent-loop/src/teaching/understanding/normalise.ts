/**
 * One spelling for the model to understand: Traditional Chinese mapped to
 * Simplified, full-width letters and punctuation folded to their usual forms.
 *
 * A learner in Taipei writes 請列出目錄裡的檔案 for 请列出目录里的文件. OpenCC's
 * Taiwan-phrases table (`twp`) maps the characters and the words that differ
 * (檔案 is 文件, 資料夾 is 文件夹), so the cue words need one spelling only.
 * NFKC folds "ＲＥＡＤＭＥ" to "README" and "？" to "?".
 */
import * as OpenCC from "opencc-js/t2cn";

const charactersOnly = OpenCC.Converter({ from: "tw", to: "cn" });
const withPhrases = OpenCC.Converter({ from: "twp", to: "cn" });

export function normalise(text: string): string {
  const folded = text.normalize("NFKC");
  // Only Traditional text gets the phrase table: read as Taiwanese, the Simplified 文件 (file) would become 文档.
  return charactersOnly(folded) === folded ? folded : withPhrases(folded);
}
