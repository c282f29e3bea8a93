/**
 * The tree's filter and search, as pi's `/tree` offers them: one of its five
 * filters, and words that every shown row must contain. Both only choose what
 * is drawn; the session, the leaf and the request stay as they are.
 */
import { useT } from "../i18n/index.tsx";
import { TREE_FILTERS, type TreeFilter } from "../model/tree-filter.ts";

export interface TreeFilterBarProps {
  filter: TreeFilter;
  search: string;
  onFilter: (filter: TreeFilter) => void;
  onSearch: (search: string) => void;
  /** A first screen holds only the entries near the leaf: a filter or a search over them would miss the rest. */
  disabled: boolean;
}

export function TreeFilterBar({ filter, search, onFilter, onSearch, disabled }: TreeFilterBarProps) {
  const t = useT();
  return (
    <div className="tree-filters">
      <label title={disabled ? t.comesWithWhole : t.treeFilterTitle}>
        {t.treeFilter}{" "}
        <select
          data-testid="tree-filter"
          value={filter}
          disabled={disabled}
          onChange={(event) => onFilter(event.target.value as TreeFilter)}
        >
          {TREE_FILTERS.map((name) => (
            <option key={name} value={name}>
              {t.treeFilterName(name)}
            </option>
          ))}
        </select>
      </label>
      <input
        type="search"
        data-testid="tree-search"
        aria-label={t.treeSearch}
        placeholder={t.treeSearchPlaceholder}
        value={search}
        disabled={disabled}
        title={disabled ? t.comesWithWhole : undefined}
        onChange={(event) => onSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && search !== "") {
            event.stopPropagation();
            onSearch("");
          }
        }}
      />
    </div>
  );
}
