import Canopy
import Foundation

extension AccessibilityAudit {
    /// The sizes the text-fit audit lays a screen out at by default: the five accessibility
    /// sizes (AX1 to AX5), where fixed heights and single lines most often cut text.
    public static let accessibilityContentSizes: [ContentSizeCategory] = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)

    /// Every known size other than the default (`large`) and `unspecified`, smallest first.
    public static let allContentSizes: [ContentSizeCategory] = ContentSizeCategory.allCases.filter { $0 != .unspecified && $0 != .large }

    /// Lays `window` out at the default text size (`large`) and then at each of `sizes`, and
    /// reports each label whose text is truncated or clipped at one of those sizes but fits at
    /// the default (`textCutAtContentSize`); labels already cut at the default are the
    /// `textCut` rule's findings, not repeated here.
    ///
    /// One finding per label, at the smallest size that cuts it; its message lists every size
    /// that does. Only labels whose fonts follow the content size category
    /// (`adjustsFontForContentSizeCategory`, or text styles resolved against the traits)
    /// grow. The window's trait overrides are restored and it is laid out again before
    /// returning, so the screen is left as it was given. Findings are in painting order.
    public static func textFit(of window: WindowNode, at sizes: [ContentSizeCategory] = accessibilityContentSizes)
        -> [AccessibilityFinding]
    {
        let original = window.traitOverrides
        defer {
            window.traitOverrides = original
            window.layoutIfNeeded()
        }
        func cutLabels(at size: ContentSizeCategory) -> [(label: LabelNode, finding: AccessibilityFinding)] {
            window.traitOverrides.preferredContentSizeCategory = size
            window.layoutIfNeeded()
            var cut: [(label: LabelNode, finding: AccessibilityFinding)] = []
            for entry in PaintOrder(window).entries {
                guard let label = entry.node as? LabelNode, !(label.text ?? "").isEmpty, let finding = cutText(label, clip: entry.fixedClip)
                else { continue }
                cut.append((label, finding))
            }
            return cut
        }
        let cutAtDefault = Set(cutLabels(at: .large).map { ObjectIdentifier($0.label) })
        var order: [ObjectIdentifier] = []
        var found: [ObjectIdentifier: (finding: AccessibilityFinding, sizes: [ContentSizeCategory])] = [:]
        // Smallest first, so each label's finding is measured where it first breaks.
        for size in Set(sizes).filter({ $0.isKnownSize && $0 != .large }).sorted() {
            for (label, finding) in cutLabels(at: size) where !cutAtDefault.contains(ObjectIdentifier(label)) {
                let id = ObjectIdentifier(label)
                if found[id] == nil {
                    order.append(id)
                    var sized = finding
                    sized.rule = .textCutAtContentSize
                    sized.contentSizeCategory = size
                    found[id] = (sized, [])
                }
                found[id]?.sizes.append(size)
            }
        }
        return order.compactMap { id in
            guard let (first, sizes) = found[id], let size = first.contentSizeCategory else { return nil }
            var finding = first
            let names = sizes.map(\.shortName).joined(separator: ", ")
            finding.message =
                "At text size \(size.shortName) (\(size.rawValue)): \(finding.message) It fits at the default size \(ContentSizeCategory.large.shortName); cut at \(names)."
            return finding
        }
    }

    /// Audits `window` as `run(on:)` does, adding the text-fit findings at `sizes` (see
    /// `textFit(of:at:)`); the screen is left laid out at its own size.
    public static func run(on window: WindowNode, contentSizes sizes: [ContentSizeCategory]) -> [AccessibilityFinding] {
        let fit = textFit(of: window, at: sizes)
        return run(on: window) + fit
    }
}

extension ContentSizeCategory {
    /// Whether this is a size text can be laid out at (not `unspecified` nor an unknown identifier).
    var isKnownSize: Bool { self != .unspecified && ContentSizeCategory.allCases.contains(self) }

    /// The size's short name, as Settings and design tools abbreviate it: XS … XXXL, AX1 … AX5.
    public var shortName: String {
        let names = ["unspecified", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        return ContentSizeCategory.allCases.firstIndex(of: self).map { names[$0] } ?? rawValue
    }

    /// The known size named `name`: a short name (`AX5`, `xl`) or UIKit's identifier, any case.
    public init?(shortName name: String) {
        let wanted = name.lowercased()
        guard let match = ContentSizeCategory.allCases.first(where: { $0.shortName.lowercased() == wanted || $0.rawValue.lowercased() == wanted }),
            match.isKnownSize
        else { return nil }
        self = match
    }
}
