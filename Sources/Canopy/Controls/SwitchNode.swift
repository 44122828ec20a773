import Foundation

/// An on/off switch: the UISwitch analogue.
///
/// Always 51 × 31 points, iOS's switch size: a capsule track with a 27-point thumb, 2 points
/// from the track's edge. A tap flips it (animated on the frame clock), then sends
/// `valueChanged` and `primaryActionTriggered`. Setting `isOn` or calling `setOn(_:animated:)`
/// sends nothing, as in UIKit.
open class SwitchNode: ControlNode {
    /// An element by default, as UIKit's switches; a set value wins.
    open override var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// By default "1" when on and "0" when off, UIKit's switch values; a set value wins.
    open override var accessibilityValue: String? {
        get { accessibilitySettings.value ?? defaultAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
    /// By default `button` (what UIKit's switch reports), plus `notEnabled` while disabled; a
    /// set value wins.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? AccessibilityTraits.button.union(controlStateTraits) }
        set { super.accessibilityTraits = newValue }
    }

    /// The switch's size in points, which it keeps whatever frame it is given to lay out in.
    ///
    /// 51 × 31 is UISwitch's own frame, as a dump of its view tree shows ("Hacking UISwitch",
    /// c4ios.com).
    public static let size = CGSize(width: 51, height: 31)
    /// Thumb diameter in points.
    static let thumbDiameter: CGFloat = 27
    /// Seconds the thumb takes to cross when the switch flips with animation: a quarter
    /// second, close to what iOS shows.
    public static let animationDuration: TimeInterval = 0.25

    /// Whether the switch is on; setting it moves the thumb at once.
    public var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    private var storedIsOn = false
    /// How far the thumb is toward on, 0...1; it trails `isOn` while animating.
    public private(set) var thumbPosition: CGFloat = 0
    /// The track's colour when on; nil for the system green.
    public var onTintColor: Color?
    /// The thumb's colour; nil for white.
    public var thumbTintColor: Color?
    private var motion: SwitchMotion?

    /// Creates a switch, 51 × 31 points at the frame's origin.
    public override init(frame: CGRect = .zero) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// The frame; its size is always `size`, whatever is assigned, as UIKit's switch keeps its own.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// Turns the switch on or off; with `animated`, the thumb slides over `animationDuration`
    /// seconds on the frame clock. Sends no action.
    public func setOn(_ on: Bool, animated: Bool) {
        motion?.isFinished = true
        motion = nil
        storedIsOn = on
        let target: CGFloat = on ? 1 : 0
        guard animated, thumbPosition != target else {
            thumbPosition = target
            return
        }
        let m = SwitchMotion(switchNode: self, from: thumbPosition, to: target, start: frameClock.now)
        motion = m
        frameClock.addMotion(m)
    }

    fileprivate func motionStep(_ position: CGFloat) { thumbPosition = position }

    /// Always `size`.
    open override var intrinsicContentSize: CGSize { Self.size }
    /// Always `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    override var eventsAfterTouchUpInside: Event { [] }

    /// Called by the framework: a tap flips the switch and sends `valueChanged` and
    /// `primaryActionTriggered`.
    open override func endTracking(_ touch: Touch?, with event: Canopy.Event?) {
        super.endTracking(touch, with: event)
        guard let touch, isInsideTrackingBounds(touch.location(in: self)) else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    /// A pan along the switch is its own gesture, like a tap.
    override func blocksAncestorGesture(_ recognizer: GestureRecognizer) -> Bool {
        super.blocksAncestorGesture(recognizer) || (isEnabled && recognizer is PanGestureRecognizer && !(recognizer is ScrollPanGestureRecognizer))
    }

    /// Draws the track (the off fill, the on tint fading in with the thumb) and the thumb,
    /// which stretches by 7 points toward the middle while a finger is down; disabled
    /// switches draw at half opacity.
    open override func draw(in canvas: Canvas) {
        let fade: CGFloat = isEnabled ? 1 : 0.5
        let track = CGRect(x: 0, y: (bounds.height - Self.size.height) / 2, width: Self.size.width, height: Self.size.height)
        let radius = track.height / 2
        canvas.fill(.roundedRect(track, cornerRadius: radius), color: Color.secondarySystemFill.scalingAlpha(by: fade))
        if thumbPosition > 0 {
            canvas.fill(.roundedRect(track, cornerRadius: radius), color: (onTintColor ?? .systemGreen).scalingAlpha(by: thumbPosition * fade))
        }
        let d = Self.thumbDiameter
        let stretch: CGFloat = isHighlighted ? 7 : 0
        let travel = track.width - 4 - d - stretch
        let thumb = CGRect(x: track.minX + 2 + travel * thumbPosition, y: track.minY + 2, width: d + stretch, height: d)
        // A soft shadow under the thumb, as iOS draws: two translucent rings below it.
        canvas.fill(
            .roundedRect(thumb.offsetBy(dx: 0, dy: 1.5).insetBy(dx: -0.5, dy: -0.5), cornerRadius: d / 2 + 0.5),
            color: Color(white: 0, alpha: 0.06 * fade))
        canvas.fill(.roundedRect(thumb.offsetBy(dx: 0, dy: 0.5), cornerRadius: d / 2), color: Color(white: 0, alpha: 0.1 * fade))
        canvas.fill(.roundedRect(thumb, cornerRadius: d / 2), color: (thumbTintColor ?? .white).scalingAlpha(by: fade))
    }
}

/// Slides a switch's thumb on the clock with an ease-in-out curve.
final class SwitchMotion: ClockMotion {
    var isFinished = false
    private weak var switchNode: SwitchNode?
    private let from: CGFloat, to: CGFloat, start: TimeInterval

    init(switchNode: SwitchNode, from: CGFloat, to: CGFloat, start: TimeInterval) {
        self.switchNode = switchNode
        self.from = from
        self.to = to
        self.start = start
    }

    func step(clock: FrameClock) {
        guard let node = switchNode else { return isFinished = true }
        let t = min(1, max(0, (clock.now - start) / SwitchNode.animationDuration))
        let eased = CGFloat(t * t * (3 - 2 * t))
        node.motionStep(from + (to - from) * eased)
        if t >= 1 { isFinished = true }
    }
}
