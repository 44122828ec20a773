import Canopy
import CanopyCairo
import Foundation

/// Checks a screen for what keeps people using a screen reader, large text or low vision from
/// using it: text contrast on the rendered pixels, touch-target size, missing labels, cut-off
/// text and elements painted over yet still read.
///
/// Contrast is measured on text at least half visible and not part of a disabled control.
/// `run(on:)` checks text fit at the screen's own text size; `textFit(of:at:)` and
/// `run(on:contentSizes:)` lay the screen out again at larger Dynamic Type sizes.
public enum AccessibilityAudit {
    /// WCAG 2.2 AA's minimum contrast for body text.
    public static let minimumContrast = 4.5
    /// WCAG 2.2 AA's minimum contrast for large text (at least 18 pt, or 14 pt bold).
    public static let minimumLargeTextContrast = 3.0
    /// The smallest comfortable touch target side, in points (Apple's Human Interface Guidelines).
    public static let minimumTouchTarget: CGFloat = 44
    /// The share of an element's frame an opaque view in front may cover before the element
    /// counts as hidden; the element is also reported when its activation point is covered.
    public static let maximumCoveredShare = 0.5

    /// Lays out and renders `window`, then audits it; findings in reading order per rule.
    ///
    /// A window that cannot be rendered is audited without the contrast rule, reporting an
    /// `accessibility.auditRender` diagnostic naming the error.
    public static func run(on window: WindowNode) -> [AccessibilityFinding] {
        window.layoutIfNeeded()
        do {
            return run(on: window, rendered: try CairoRenderer().render(window))
        } catch {
            Diagnostics.report(
                code: "accessibility.auditRender", "Audited \(window.diagnosticName) without text contrast: rendering failed: \(error)")
            return run(on: window, rendered: nil)
        }
    }

    /// Audits `window` against `rendered`, its rendering at the window's scale (nil skips the
    /// contrast rule).
    public static func run(on window: WindowNode, rendered: Bitmap?) -> [AccessibilityFinding] {
        let tree = AccessibilityTree(of: window)
        let paint = PaintOrder(window)
        var findings: [AccessibilityFinding] = []
        for element in tree.elements {
            findings += elementFindings(element)
        }
        for entry in paint.entries {
            guard let label = entry.node as? LabelNode, !(label.text ?? "").isEmpty else { continue }
            if let finding = cutText(label, clip: entry.fixedClip) { findings.append(finding) }
            if let rendered, !isInactive(label), let finding = contrast(label, clip: entry.clip, bitmap: rendered, scale: window.scale) {
                findings.append(finding)
            }
        }
        for element in tree.elements where !element.isScrolledOutOfView {
            if let finding = paint.cover(of: element) { findings.append(finding) }
        }
        let order: [AccessibilityFinding.Rule] = AccessibilityFinding.Rule.allCases
        return findings.enumerated().sorted {
            let a = order.firstIndex(of: $0.element.rule)!, b = order.firstIndex(of: $1.element.rule)!
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
    }

    private static func elementFindings(_ element: AccessibilityTree.Element) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        let node = element.node
        let name = AccessibilityFinding.name(of: node)
        let interactive = node.accessibilityRespondsToUserInteraction
        if interactive {
            let side = min(element.frame.width, element.frame.height)
            if side < minimumTouchTarget {
                findings.append(
                    AccessibilityFinding(
                        rule: .touchTargetSize, node: node, measured: Double(side), threshold: Double(minimumTouchTarget),
                        message:
                            "\(name) is \(number(element.frame.width)) × \(number(element.frame.height)) pt; interactive elements need at least \(number(minimumTouchTarget)) × \(number(minimumTouchTarget))."
                    ))
            }
        }
        if interactive || element.traits.contains(.image), (element.label ?? "").isEmpty {
            let what = interactive ? "interactive element" : "image"
            findings.append(
                AccessibilityFinding(
                    rule: .missingLabel, node: node, measured: 0, threshold: 1,
                    message: "\(name) is an \(what) without an accessibility label; a screen reader can only announce its traits."))
        }
        return findings
    }

    /// Whether the label belongs to a disabled control (it or an ancestor has the `notEnabled`
    /// trait): WCAG exempts text of inactive components from contrast, and UIKit fades them on
    /// purpose.
    private static func isInactive(_ label: LabelNode) -> Bool {
        var node: ViewNode? = label
        while let current = node {
            if current.accessibilityTraits.contains(.notEnabled) { return true }
            node = current.superview
        }
        return false
    }

    static func cutText(_ label: LabelNode, clip: CGRect) -> AccessibilityFinding? {
        let name = AccessibilityFinding.name(of: label)
        let needed = label.sizeNeededForFullText
        if label.isTextCut {
            let widthShort = needed.width > label.bounds.width + 0.5
            let measured = widthShort ? needed.width : needed.height
            let limit = widthShort ? label.bounds.width : label.bounds.height
            let axis = widthShort ? "wide" : "tall"
            return AccessibilityFinding(
                rule: .textCut, node: label, measured: Double(measured), threshold: Double(limit),
                message: "\(name) needs \(number(measured)) pt \(axis) for its whole text but has \(number(limit)) pt, so it is cut.")
        }
        let visible = label.convert(label.drawnTextRect, to: nil)
        guard !visible.isEmpty, !clip.contains(visible) else { return nil }
        // Text clipped away entirely is hidden rather than cut (the covered rule's concern).
        let kept = visible.intersection(clip)
        guard !kept.isNull, kept.width > 0, kept.height > 0 else { return nil }
        let keptHeight = kept.height
        if keptHeight + 0.5 >= visible.height, kept.width + 0.5 >= visible.width { return nil }
        return AccessibilityFinding(
            rule: .textCut, node: label, measured: Double(visible.height), threshold: Double(keptHeight),
            message: "\(name)'s text is \(number(visible.height)) pt tall but a clipping ancestor shows \(number(keptHeight)) pt of it.")
    }

    private static func contrast(_ label: LabelNode, clip: CGRect, bitmap: Bitmap, scale: CGFloat) -> AccessibilityFinding? {
        let full = label.convert(label.drawnTextRect, to: nil)
        let rect = full.intersection(clip)
        // Text less than half visible shows too few glyph pixels to measure; it is measured
        // once scrolled into view.
        guard !rect.isNull, rect.width >= 1, rect.height * 2 >= full.height else { return nil }
        guard
            let ratio = TextContrast.ratio(
                in: bitmap, x0: Int((rect.minX * scale).rounded(.down)), y0: Int((rect.minY * scale).rounded(.down)),
                x1: Int((rect.maxX * scale).rounded(.up)), y1: Int((rect.maxY * scale).rounded(.up)))
        else { return nil }
        let isLarge = label.font.size >= 18 || (label.font.weight.isBold && label.font.size >= 14)
        let threshold = isLarge ? minimumLargeTextContrast : minimumContrast
        // Compared at two decimals, the precision contrast ratios are quoted in.
        let rounded = (ratio * 100).rounded() / 100
        guard rounded < threshold else { return nil }
        let name = AccessibilityFinding.name(of: label)
        return AccessibilityFinding(
            rule: .textContrast, node: label, measured: rounded, threshold: threshold,
            message:
                "\(name) has a contrast of \(String(format: "%.2f", rounded)):1 against the pixels behind it; \(isLarge ? "large " : "")text needs \(String(format: "%.1f", threshold)):1."
        )
    }

    static func number(_ value: CGFloat) -> String { AccessibilityTreeText.number(value) }
}
