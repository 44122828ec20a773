import Foundation

/// A row of mutually exclusive segments: the UISegmentedControl analogue.
///
/// 32 points tall, iOS's segmented control height since iOS 13; segments share the width
/// equally (or by content with `apportionsSegmentWidthsByContent`, or as `setWidth` fixes).
/// Lifting a finger on an enabled segment selects it and sends `valueChanged`; setting
/// `selectedSegmentIndex` sends nothing, as in UIKit.
open class SegmentedControlNode: ControlNode {
    /// The index meaning "no segment selected".
    public static let noSegment = -1
    /// The control's height in points.
    public static let height: CGFloat = 32
    /// Segment titles: the system font at 13 points, the selected one semibold.
    static let titleFont = Font.system(size: 13)
    static let selectedTitleFont = Font.system(size: 13, weight: .semibold)
    /// Points between a title and its segment's edges (so "First" gets a comfortable pill).
    static let titleMargin: CGFloat = 12
    /// The most segments a control holds: far more than fit on any screen, a bound on the
    /// work one control does per layout.
    public static let maximumSegmentCount = 1_000

    struct Segment {
        var title: String?
        var image: Image?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private var storedSelectedIndex = SegmentedControlNode.noSegment

    /// The colour of the selected segment's pill; nil for the system's (white in light mode,
    /// a lifted grey in dark).
    public var selectedSegmentTintColor: Color?
    /// Whether segment widths follow their content instead of sharing the width equally.
    public var apportionsSegmentWidthsByContent = false {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether segments only flash when tapped instead of staying selected.
    public var isMomentary = false

    /// Creates a control with a segment per item: strings become titles, image sources images.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let s = item as? String {
                segments.append(Segment(title: s))
            } else if let i = item as? Image {
                segments.append(Segment(image: i))
            } else {
                Diagnostics.report(
                    code: "control.segmentItem", "Skipped a segment item of type \(type(of: item)): items are String or Image (UIImage).")
            }
        }
        frame = CGRect(origin: .zero, size: intrinsicContentSize)
    }

    /// Creates an empty control with the given frame.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// The selected segment, or `noSegment`; an index out of range is refused
    /// (`control.segmentIndex`) and the selection kept.
    public var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                return refuse(
                    "control.segmentIndex", "Refused selectedSegmentIndex = \(newValue) on \(diagnosticName): it has \(segments.count) segments.")
            }
            storedSelectedIndex = newValue
        }
    }

    private func checked(_ index: Int, _ what: String) -> Bool {
        guard segments.indices.contains(index) else {
            refuse("control.segmentIndex", "Refused \(what) at segment \(index) on \(diagnosticName): it has \(segments.count) segments.")
            return false
        }
        return true
    }

    private func insert(_ segment: Segment, at index: Int) {
        guard segments.count < Self.maximumSegmentCount else {
            return refuse("control.tooManySegments", "Refused a segment on \(diagnosticName): it already has \(Self.maximumSegmentCount).")
        }
        // UIKit clamps an insertion index into 0...count.
        let i = min(max(0, index), segments.count)
        segments.insert(segment, at: i)
        if storedSelectedIndex >= i { storedSelectedIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    /// Inserts a titled segment at `segment` (clamped into 0...numberOfSegments).
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) { insert(Segment(title: title), at: segment) }
    /// Inserts an image segment at `segment` (clamped into 0...numberOfSegments).
    public func insertSegment(with image: Image?, at segment: Int, animated: Bool) { insert(Segment(image: image), at: segment) }

    /// Removes the segment at `segment`; an index out of range is refused (`control.segmentIndex`).
    public func removeSegment(at segment: Int, animated: Bool) {
        guard checked(segment, "removeSegment") else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment and the selection.
    public func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets a segment's title.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checked(segment, "setTitle") else { return }
        segments[segment].title = title
        invalidateIntrinsicContentSize()
    }
    /// A segment's title; nil for none or an index out of range.
    public func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    /// Sets a segment's image.
    public func setImage(_ image: Image?, forSegmentAt segment: Int) {
        guard checked(segment, "setImage") else { return }
        segments[segment].image = image
    }
    /// A segment's image; nil for none or an index out of range.
    public func imageForSegment(at segment: Int) -> Image? { segments.indices.contains(segment) ? segments[segment].image : nil }
    /// Enables or disables one segment.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checked(segment, "setEnabled") else { return }
        segments[segment].isEnabled = enabled
    }
    /// Whether a segment is enabled; false for an index out of range.
    public func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }
    /// Fixes a segment's width in points; 0 (the default) sizes it automatically. A negative
    /// or non-finite width is refused (`geometry.nonFinite`).
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard width.isFinite, width >= 0 else { return refuseNonFinite("segment width", width) }
        guard checked(segment, "setWidth") else { return }
        segments[segment].width = width
        invalidateIntrinsicContentSize()
    }
    /// A segment's fixed width, 0 when automatic.
    public func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    private var metrics: any TextMetrics { TextEngine.shared }

    private func contentWidth(_ s: Segment) -> CGFloat {
        if s.width > 0 { return s.width }
        let text = s.title.map { metrics.width(of: $0, font: Self.selectedTitleFont) } ?? 0
        let image = s.image != nil && s.title == nil ? 20 : 0
        return (max(text, CGFloat(image)) + 2 * Self.titleMargin).rounded(.up)
    }

    /// Equal segments as wide as the widest's content (or each its own with
    /// `apportionsSegmentWidthsByContent`), by `height`.
    open override var intrinsicContentSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: 0, height: Self.height) }
        let widths = segments.map(contentWidth)
        let total = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(segments.count)
        return CGSize(width: total, height: Self.height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each segment's frame in bounds coordinates.
    public func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let autoCount = segments.count { $0.width == 0 }
        var widths: [CGFloat]
        if apportionsSegmentWidthsByContent {
            let natural = segments.map(contentWidth)
            let sum = natural.reduce(0, +)
            widths = natural.map { sum > 0 ? $0 / sum * bounds.width : 0 }
        } else {
            let share = autoCount > 0 ? max(0, bounds.width - fixed) / CGFloat(autoCount) : 0
            widths = segments.map { $0.width > 0 ? $0.width : share }
        }
        var x = bounds.minX
        return widths.map { w in
            defer { x += w }
            return CGRect(x: x, y: bounds.minY, width: w, height: bounds.height)
        }
    }

    /// The segment under `point` (bounds coordinates), or nil.
    func segmentIndex(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    /// Called by the framework: lifting on an enabled segment selects it and sends `valueChanged`.
    open override func endTracking(_ touch: Touch?, with event: Canopy.Event?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)), let index = segmentIndex(at: touch.location(in: self)),
            segments[index].isEnabled
        else { return }
        if index != storedSelectedIndex || isMomentary {
            storedSelectedIndex = isMomentary ? Self.noSegment : index
            sendActions(for: .valueChanged)
        }
    }

    /// The system's selected pill: white in light mode, a lifted grey (99, 99, 102) in dark.
    static let selectedPill = Color(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255) : .white
    })

    /// Draws the rounded background (the tertiary fill, radius 9), the selected pill inset by
    /// 2 points (radius 7), hairline dividers between unselected neighbours and the titles.
    open override func draw(in canvas: Canvas) {
        let fade: CGFloat = isEnabled ? 1 : 0.5
        canvas.fill(.roundedRect(bounds, cornerRadius: 9), color: Color.tertiarySystemFill.scalingAlpha(by: fade))
        let frames = segmentFrames()
        if segments.indices.contains(storedSelectedIndex) {
            let pill = frames[storedSelectedIndex].insetBy(dx: 2, dy: 2)
            canvas.fill(.roundedRect(pill.offsetBy(dx: 0, dy: 1), cornerRadius: 7), color: Color(white: 0, alpha: 0.04 * fade))
            canvas.fill(.roundedRect(pill, cornerRadius: 7), color: (selectedSegmentTintColor ?? Self.selectedPill).scalingAlpha(by: fade))
        }
        for i in frames.indices.dropFirst() where i != storedSelectedIndex && i - 1 != storedSelectedIndex {
            let x = frames[i].minX
            canvas.fill(CGRect(x: x - 0.5, y: bounds.midY - 8, width: 1, height: 16), color: Color.opaqueSeparator.scalingAlpha(by: 0.6 * fade))
        }
        let m = canvas.textMetrics
        for (i, s) in segments.enumerated() {
            guard let title = s.title, !title.isEmpty else { continue }
            let font = i == storedSelectedIndex ? Self.selectedTitleFont : Self.titleFont
            let f = frames[i].insetBy(dx: 4, dy: 0)
            let lines = TextLayout.fitting(title, font: font, width: max(0, f.width), metrics: m)
            let w = m.width(of: lines, font: font)
            let baseline = bounds.midY - m.lineHeight(for: font) / 2 + m.ascent(for: font)
            let color = s.isEnabled ? Color.label : Color.tertiaryLabel
            canvas.drawText(lines, at: CGPoint(x: f.midX - w / 2, y: baseline), font: font, color: color.scalingAlpha(by: fade))
        }
    }
}
