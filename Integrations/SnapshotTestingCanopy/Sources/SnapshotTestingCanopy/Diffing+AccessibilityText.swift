import CanopySnapshotTesting
import Foundation
import SnapshotTesting

extension Diffing where Value == String {
    /// Compares reading-order texts (Canopy's accessibility text) exactly; a mismatch names
    /// the elements added, removed or changed before the line-by-line difference.
    ///
    /// Elements are matched by label and traits, as Canopy's own accessibility assertion
    /// matches them, so a renamed button reads as one removed and one added element while a
    /// moved one reads as changed, not as every later element shifting.
    public static var accessibilityText: Diffing {
        let lines = Diffing.lines
        return Diffing.diff(
            toData: lines.toData, fromData: lines.fromData,
            diffV2: { old, new in
                guard old != new else { return nil }
                let changes = AccessibilityTreeText.differences(from: old, to: new)
                var summary = [
                    "Accessibility snapshot differs: \(changes.count) element change\(changes.count == 1 ? "" : "s")."
                ]
                if changes.isEmpty { summary.append("  (the texts differ outside the element blocks)") }
                // Ten lines name the change on a screen of tens of elements; the line diff below has the rest.
                summary += changes.prefix(10).map { "  " + $0 }
                if changes.count > 10 { summary.append("  … and \(changes.count - 10) more") }
                let (patch, attachments) = lines.diffV2(old, new) ?? ("", [])
                return ((summary + ["", patch]).joined(separator: "\n"), attachments)
            })
    }
}
