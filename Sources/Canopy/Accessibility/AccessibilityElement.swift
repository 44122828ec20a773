import Foundation

/// An element a screen reader reads that is not a view: a part a container view draws itself
/// (a day in a drawn calendar, a bar in a chart). UIKit's `UIAccessibilityElement`.
///
/// Made for one container and listed in that container's `accessibilityElements`, where it
/// is read in order among the other entries, and appears in snapshots and audits like a view
/// element. It is never in the view tree: it draws nothing and takes no touches, and adding
/// it as a subview is refused. Its frame follows the container: set
/// `accessibilityFrameInContainerSpace` and the window frame is recomputed on each read, so
/// it moves when the container moves or scrolls. An element is read by default
/// (`isAccessibilityElement` true), as elements made for a container are meant to be.
open class AccessibilityElement: ViewNode {
    /// The view that lists this element; weak, as the container owns its elements.
    public private(set) weak var accessibilityContainer: ViewNode?

    /// The element's frame in its container's bounds coordinates, so it scrolls with a
    /// scroll view's content; `.zero` (the default, as in UIKit) uses `accessibilityFrame` as
    /// set, in window coordinates. Non-finite rectangles are refused (`geometry.nonFinite`).
    public var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet {
            guard !accessibilityFrameInContainerSpace.isFiniteRect else { return }
            refuse(
                "geometry.nonFinite",
                "Refused accessibilityFrameInContainerSpace \(accessibilityFrameInContainerSpace) on \(diagnosticName): values must be finite.")
            accessibilityFrameInContainerSpace = oldValue
        }
    }

    /// Creates an element read inside `container`.
    public init(accessibilityContainer container: ViewNode) {
        accessibilityContainer = container
        super.init(frame: .zero)
    }

    /// True unless set: an element exists to be read.
    open override var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The frame in window coordinates: `accessibilityFrameInContainerSpace` converted from
    /// the container's bounds when set (and the container still exists), else the frame set
    /// directly, else empty at the container's origin.
    var elementFrame: CGRect {
        if accessibilityFrameInContainerSpace != .zero, let container = accessibilityContainer {
            return container.convert(accessibilityFrameInContainerSpace, to: nil)
        }
        if let frame = accessibilitySettings.frame { return frame }
        return accessibilityContainer.map { CGRect(origin: $0.convert(CGPoint.zero, to: nil), size: .zero) } ?? .zero
    }
}
