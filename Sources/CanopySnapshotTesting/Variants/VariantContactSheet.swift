import Canopy
import CanopyCairo
import Foundation

/// The whole matrix on one image, so a reviewer sees every variant of a recorded or failing
/// matrix at once: `<test>.variants.png` in the artifacts folder (`.canopy-failures/<Suite>/`
/// or under `$CANOPY_ARTIFACTS`).
///
/// One row per value of every axis but the last one varied (e.g. per device and style), its
/// thumbnails the last axis's values (e.g. the content sizes), each captioned with the
/// variant's name, marked when its golden was recorded or did not match.
enum VariantContactSheet {
    /// A rendered variant and what verifying it concluded.
    struct Entry {
        let variant: SnapshotVariant
        let image: Bitmap
        let outcome: SnapshotOutcome
    }

    /// The sheet's rows: variants grouped by every name component but the last, rows and
    /// thumbnails in the order their first variant came.
    static func rows(_ entries: [Entry], testName: String) throws -> [ContactSheet.Row] {
        var rows: [ContactSheet.Row] = []
        var rowOfTitle: [String: Int] = [:]
        for entry in entries {
            let parts = entry.variant.name.split(separator: ".").map(String.init)
            let title = parts.count > 1 ? parts.dropLast().joined(separator: ".") : testName
            let mark: String
            switch entry.outcome {
            case .matched: mark = ""
            case .recorded: mark = " (recorded)"
            case .failed: mark = " (differs)"
            }
            let item = ContactSheet.Item(
                png: try entry.image.pngData(), size: CGSize(width: entry.image.width, height: entry.image.height),
                caption: entry.variant.name + mark)
            if let row = rowOfTitle[title] {
                rows[row].items.append(item)
            } else {
                rowOfTitle[title] = rows.count
                rows.append(ContactSheet.Row(title: title, items: [item]))
            }
        }
        return rows
    }

    /// Writes the sheet when any variant was recorded or failed; returns its file, or nil when
    /// every variant matched or the sheet could not be made (the goldens' own reports stand).
    static func writeIfNeeded(_ entries: [Entry], location: SnapshotLocation, testName: String) -> URL? {
        guard entries.contains(where: { $0.outcome != .matched }) else { return nil }
        do {
            let name = SnapshotLocation.functionName(testName)
            let sheet = ContactSheet(title: "\(name): \(entries.count) variants", rows: try rows(entries, testName: name))
            let bitmap = try sheet.render(with: CairoRenderer())
            let url = location.artifactsFolder.appendingPathComponent("\(location.stem).variants.png")
            try FileManager.default.createDirectory(at: location.artifactsFolder, withIntermediateDirectories: true)
            try bitmap.write(to: url)
            return url
        } catch {
            return nil
        }
    }
}
