import Foundation

/// How a gallery's screens are split over contact sheets and rows: the decision
/// `Gallery.run` then applies.
///
/// Consecutive screens of one example share a row of at most `perRow` thumbnails, and a
/// sheet holds at most `rowsPerSheet` rows, in list order. A long list so makes several
/// sheets of bounded size instead of one sheet (and one set of thumbnails in memory)
/// growing with the list, or past cairo's largest surface.
struct GallerySheetPlan: Equatable {
    /// Each sheet's rows, each row a range of indices into the screen list.
    var sheets: [[Range<Int>]]

    /// Plans sheets for screens whose examples are named `exampleNames`, in order; no screens
    /// give one empty sheet. `perRow` and `rowsPerSheet` below 1 count as 1.
    init(exampleNames: [String], perRow: Int, rowsPerSheet: Int) {
        let perRow = max(1, perRow), rowsPerSheet = max(1, rowsPerSheet)
        var sheets: [[Range<Int>]] = []
        var rows: [Range<Int>] = []
        var i = 0
        while i < exampleNames.count {
            var j = i + 1
            while j < exampleNames.count, j - i < perRow, exampleNames[j] == exampleNames[i] { j += 1 }
            rows.append(i..<j)
            if rows.count == rowsPerSheet {
                sheets.append(rows)
                rows = []
            }
            i = j
        }
        if !rows.isEmpty || sheets.isEmpty { sheets.append(rows) }
        self.sheets = sheets
    }

    /// The screens of sheet `index`, as one range of the list.
    func screens(ofSheet index: Int) -> Range<Int> {
        guard let first = sheets[index].first, let last = sheets[index].last else { return 0..<0 }
        return first.lowerBound..<last.upperBound
    }

    /// Sheet `index`'s file name: `contact-sheet.png` for the first, `contact-sheet-<n>.png`
    /// (counted from 1) after it.
    static func fileName(ofSheet index: Int) -> String {
        index == 0 ? "contact-sheet.png" : "contact-sheet-\(index + 1).png"
    }
}
