import Foundation

/// A thumb on a track choosing a value in a range: the UISlider analogue.
///
/// 30 points tall (Interface Builder's slider height) with a 4-point track and a 28-point
/// thumb, iOS's metrics. A finger that goes down on the thumb drags it: the value follows the
/// finger's horizontal movement, sending `valueChanged` on every move when `isContinuous`,
/// else once on lifting. A touch on the track away from the thumb does nothing, as in UIKit.
open class SliderNode: ControlNode {
    /// An element by default, as UIKit's sliders; a set value wins.
    open override var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// By default the value's position in the range as a whole percentage ("50%"), as UIKit
    /// formats it; a set value wins.
    open override var accessibilityValue: String? {
        get { accessibilitySettings.value ?? defaultAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
    /// By default `adjustable`, plus `notEnabled` while disabled; a set value wins.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? AccessibilityTraits.adjustable.union(controlStateTraits) }
        set { super.accessibilityTraits = newValue }
    }
    /// Raises the value by a tenth of the range (UIKit's step) and sends `valueChanged`;
    /// nothing while disabled or at the maximum.
    open override func accessibilityIncrement() { stepForAccessibility(1) }
    /// Lowers the value by a tenth of the range (UIKit's step) and sends `valueChanged`;
    /// nothing while disabled or at the minimum.
    open override func accessibilityDecrement() { stepForAccessibility(-1) }

    /// The slider's height in points.
    public static let height: CGFloat = 30
    /// Thumb diameter in points.
    public static let thumbDiameter: CGFloat = 28
    /// Track thickness in points.
    static let trackHeight: CGFloat = 4

    /// The value, within `minimumValue...maximumValue`; values outside are clamped, a
    /// non-finite one refused (`geometry.nonFinite`).
    public var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0
    /// The lower end of the range (default 0); a value above `maximumValue` or not finite is
    /// refused (`control.invalidRange`).
    public var minimumValue: Float {
        get { storedMinimum }
        set {
            guard newValue.isFinite, newValue <= storedMaximum else { return refuseRange("minimumValue", newValue) }
            storedMinimum = newValue
            storedValue = max(storedValue, newValue)
        }
    }
    /// The upper end of the range (default 1); a value below `minimumValue` or not finite is
    /// refused (`control.invalidRange`).
    public var maximumValue: Float {
        get { storedMaximum }
        set {
            guard newValue.isFinite, newValue >= storedMinimum else { return refuseRange("maximumValue", newValue) }
            storedMaximum = newValue
            storedValue = min(storedValue, newValue)
        }
    }
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1
    /// Whether a drag sends `valueChanged` on every move (default) or once on lifting.
    public var isContinuous = true
    /// The filled part of the track, left of the thumb; nil for the tint.
    public var minimumTrackTintColor: Color?
    /// The rest of the track; nil for the system fill.
    public var maximumTrackTintColor: Color?
    /// The thumb's colour; nil for white.
    public var thumbTintColor: Color?

    private var dragStart: (x: CGFloat, value: Float)?

    private func refuseRange(_ name: String, _ value: Float) {
        refuse(
            "control.invalidRange",
            "Refused \(name) = \(value) on \(diagnosticName): the range \(storedMinimum)...\(storedMaximum) must stay finite and ordered.")
    }

    /// Sets the value, clamped into the range; sends no action.
    public func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else { return refuseNonFinite("value", CGFloat(value)) }
        storedValue = min(max(value, storedMinimum), storedMaximum)
    }

    /// No intrinsic width; `height` tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: ViewNode.noIntrinsicMetric, height: Self.height) }
    /// The proposed width (at least the thumb) by `height`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(size.width, Self.thumbDiameter) : Self.thumbDiameter, height: Self.height)
    }

    /// The fraction of the range the value is at, 0...1 (0 for an empty range).
    private var fraction: CGFloat {
        let span = storedMaximum - storedMinimum
        return span > 0 ? CGFloat((storedValue - storedMinimum) / span) : 0
    }

    /// The thumb's rectangle in bounds coordinates.
    public var thumbRect: CGRect {
        let d = Self.thumbDiameter
        let travel = max(0, bounds.width - d)
        return CGRect(x: bounds.minX + travel * fraction, y: bounds.midY - d / 2, width: d, height: d)
    }

    /// Called by the framework: tracks only a finger that lands on the thumb (grown to a
    /// 44-point target, iOS's minimum tap target).
    open override func beginTracking(_ touch: Touch, with event: Canopy.Event?) -> Bool {
        let grow = (44 - Self.thumbDiameter) / 2
        let p = touch.location(in: self)
        guard thumbRect.insetBy(dx: -grow, dy: -grow).contains(p) else { return false }
        dragStart = (p.x, storedValue)
        return true
    }

    /// Called by the framework: moves the value with the finger.
    open override func continueTracking(_ touch: Touch, with event: Canopy.Event?) -> Bool {
        guard let start = dragStart else { return false }
        let travel = max(1, bounds.width - Self.thumbDiameter)
        let dx = touch.location(in: self).x - start.x
        let old = storedValue
        setValue(start.value + Float(dx / travel) * (storedMaximum - storedMinimum), animated: false)
        if isContinuous && storedValue != old { sendActions(for: .valueChanged) }
        return true
    }

    /// Called by the framework: a discontinuous slider reports its new value once.
    open override func endTracking(_ touch: Touch?, with event: Canopy.Event?) {
        super.endTracking(touch, with: event)
        if let start = dragStart, !isContinuous, start.value != storedValue { sendActions(for: .valueChanged) }
        dragStart = nil
    }

    /// Called by the framework: forgets the drag.
    open override func cancelTracking(with event: Canopy.Event?) {
        super.cancelTracking(with: event)
        dragStart = nil
    }

    /// A drag along the slider is its own gesture, like a tap.
    override func blocksAncestorGesture(_ recognizer: GestureRecognizer) -> Bool {
        super.blocksAncestorGesture(recognizer)
            || (isEnabled && (recognizer is PanGestureRecognizer || recognizer is SwipeGestureRecognizer) && dragStart != nil)
    }

    /// Draws the two track parts (rounded 2-point ends) and the shadowed thumb; disabled
    /// sliders draw at half opacity.
    open override func draw(in canvas: Canvas) {
        let fade: CGFloat = isEnabled ? 1 : 0.5
        let thumb = thumbRect
        let h = Self.trackHeight
        let track = CGRect(x: bounds.minX + 2, y: bounds.midY - h / 2, width: max(0, bounds.width - 4), height: h)
        canvas.fill(.roundedRect(track, cornerRadius: h / 2), color: (maximumTrackTintColor ?? .systemFill).scalingAlpha(by: fade))
        let filled = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: h)
        canvas.fill(.roundedRect(filled, cornerRadius: h / 2), color: (minimumTrackTintColor ?? tint).scalingAlpha(by: fade))
        let r = thumb.width / 2
        canvas.fill(
            .roundedRect(thumb.offsetBy(dx: 0, dy: 2).insetBy(dx: -0.5, dy: -0.5), cornerRadius: r + 0.5), color: Color(white: 0, alpha: 0.06 * fade))
        canvas.fill(.roundedRect(thumb.offsetBy(dx: 0, dy: 0.5), cornerRadius: r), color: Color(white: 0, alpha: 0.12 * fade))
        canvas.fill(.roundedRect(thumb, cornerRadius: r), color: (thumbTintColor ?? .white).scalingAlpha(by: fade))
    }
}
