import Foundation

extension IndexPath {
    /// The path `[section, row]`, equal to `IndexPath(row:section:)` (same indexes, hash and
    /// order), built without allocating.
    ///
    /// `IndexPath(row:section:)` hands Foundation a two-element array, a heap allocation per
    /// path; two appends to an empty path fill its inline two-index storage instead. Tiling
    /// makes a path per row in view on every frame, so this spares an allocation and its
    /// release per visible row per frame.
    static func rowPath(_ row: Int, inSection section: Int) -> IndexPath {
        var path = IndexPath()
        path.append(section)
        path.append(row)
        return path
    }
}
