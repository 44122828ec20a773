import Foundation

/// A rectangle in a retained tree of views: the UIView analogue.
///
/// Stores `bounds`, `center` and `transform`; `frame` is derived from them
/// Nodes are confined to the thread that built them.
open class ViewNode {
    // The state the layout and safe-area passes read comes first and stays together: a
    // class's stored properties are laid out in declaration order, so a pass touches only
    // the first few cache lines of each node, which matters once a tree outgrows the caches.
    // The order follows the passes: the notify phase and the layout pass read only the first
    // block (insets, controller, flags, subviews); the autoresizing and safe-area passes add
    // the geometry after it (the transform last: untransformed views never read it). Public settings that the passes read (`autoresizingMask`,
    // `autoresizesSubviews`, the owning controller) are stored as internal properties behind
    // public accessors: the optimiser drops the runtime exclusivity checks only on storage
    // that no other module can reach.

    // MARK: Safe-area, layout and tree bookkeeping
    var storedSafeAreaInsets: EdgeInsets = .zero
    var lastNotifiedSafeAreaInsets: EdgeInsets = .zero
    /// The controller whose root view this is; weak, since the controller holds the view.
    /// Read it through `owningControllerIfAny`, which skips the weak load for most views.
    weak var storedOwningViewController: ViewControllerNode?
    /// The safe-area observers, made on first registration (most views have none).
    var safeAreaObserverList: HandlerList<ViewNode>?
    var storedNeedsLayout = true
    var storedAutoresizesSubviews = true
    /// Whether this node is recorded in its tree root's `pendingSafeAreaRoots`.
    var isPendingSafeAreaRoot = false
    /// Whether `storedTransform` is the identity, kept beside the flags so that computing
    /// the frame of an untransformed view does not read the transform's cache line.
    var hasIdentityTransform = true
    /// Whether a controller ever named this view its root view. Most views never had one, and
    /// this flag lets the layout and safe-area passes skip the weak load (a runtime call) for
    /// them; it stays true after the controller lets the view go, when the weak load says nil.
    var mayHaveOwningController = false
    /// Whether the view inherits and passes on safe areas by the plain rules (every view but
    /// a scroll node), so the passes compute them inline instead of through overridable calls.
    final var usesPlainSafeAreaRules = true
    var layoutHookDepth = 0
    /// The subviews back to front, possibly with stale entries left by removals (see
    /// `storedSubviews`, which drops them); removal only counts them, so it costs O(1).
    var subviewStorage: [ViewNode] = []
    /// How many entries of `subviewStorage` are stale.
    var staleSubviewEntries = 0

    // MARK: Stored geometry
    var storedBounds: CGRect
    var storedCenter: CGPoint
    var storedAutoresizingMask: AutoresizingMask = []
    var storedTransform: AffineTransform = .identity

    // MARK: Tree
    /// The superview, not retained: it holds this view in its subview list for as long as the
    /// reference names it. Removal and a move replace it, and the superview's deinit
    /// (`releaseSubviews()`) sets it to nil in every subview before letting them go. Not
    /// `weak`, which made a layout pass a third dearer (see "Unsafe references" in
    /// Benchmarks/README.md).
    ///
    /// Debug builds count, on each view, the views naming it here, and stop at the end of its
    /// deinit while any still does: the moment the reference would outlive what it names.
    unowned(unsafe) var storedSuperview: ViewNode? {
        didSet {
            #if DEBUG
                oldValue?.debugSubviewsNamingThis -= 1
                storedSuperview?.debugSubviewsNamingThis += 1
            #endif
        }
    }
    #if DEBUG
        /// Debug builds: how many views name this one as their `storedSuperview`.
        var debugSubviewsNamingThis = 0
    #endif
    /// Weak: a pass reads it once per walk, not per view, so it costs nothing measurable.
    weak var storedWindow: WindowNode?
    /// This view's index in its superview's `subviewStorage` while it is a subview.
    var indexInSuperviewStorage = 0

    /// The controller whose root view this is, if any (not retained).
    public internal(set) var owningViewController: ViewControllerNode? {
        get { storedOwningViewController }
        set {
            storedOwningViewController = newValue
            if newValue != nil { mayHaveOwningController = true }
        }
    }

    /// The owning controller, read without a weak load for views that never had one.
    @inline(__always)
    var owningControllerIfAny: ViewControllerNode? { mayHaveOwningController ? storedOwningViewController : nil }

    var moveInProgress = false
    /// On a tree root: open safe-area batches and the subtrees waiting for recomputation.
    var safeAreaBatchDepth = 0
    var pendingSafeAreaRoots: [ViewNode] = []
    /// Set by containers that drive appearance themselves while they move this view
    /// (a navigation push or pop).
    var suppressesAutomaticAppearance = false
    var ownClockStorage: FrameClock?
    /// The view animations running on this view; nil while none runs.
    var animationState: ViewAnimationState?

    /// Whether this view's height depends on the width constraints give it (a wrapping
    /// label, or a stack arranging one), so a solve measures it again at its solved width.
    var sizesHeightForWidth: Bool { false }

    /// This view's height when laid out `width` points wide; nil when it has none to offer.
    func height(forLayoutWidth width: CGFloat) -> CGFloat? { nil }
    /// The clock of a tree outside any window, made on first use.
    var ownClock: FrameClock {
        if let clock = ownClockStorage { return clock }
        let clock = FrameClock(owner: self)
        ownClockStorage = clock
        return clock
    }

    // MARK: Geometry

    /// The view's own coordinate space: origin (a scroll offset for `ScrollNode`) and size.
    ///
    /// A new size keeps `center` (the frame grows around it), autoresizes subviews and marks
    /// the view for layout. Non-finite values (`geometry.nonFinite`) and negative sizes
    /// (`geometry.negativeSize`) are refused.
    open var bounds: CGRect {
        get { storedBounds }
        set { applyBounds(newValue) }
    }

    /// The centre of `bounds` in the superview's bounds coordinates, in points.
    open var center: CGPoint {
        get { storedCenter }
        set { applyCenter(newValue) }
    }

    /// Transform applied around the centre; `bounds` and `center` are unchanged.
    open var transform: AffineTransform {
        get { storedTransform }
        set { applyTransform(newValue) }
    }

    /// The bounding box of the transformed bounds, in the superview's bounds coordinates.
    ///
    /// Always derived from `bounds`, `center` and `transform`. Setting it assigns
    /// `bounds.size` and `center` through their setters; `bounds.origin` is kept.
    open var frame: CGRect {
        get { derivedFrame }
        set {
            guard newValue.isFiniteRect else {
                return refuse("geometry.nonFinite", "Refused frame \(newValue) on \(diagnosticName): values must be finite.")
            }
            guard newValue.size.width >= 0, newValue.size.height >= 0 else {
                return refuse("geometry.negativeSize", "Refused frame \(newValue) on \(diagnosticName): width and height must not be negative.")
            }
            // Decide, then apply: a centre that overflows refuses the whole frame, bounds included.
            let newCenter = CGPoint(x: newValue.midX, y: newValue.midY)
            guard newCenter.isFinitePoint else {
                return refuse(
                    "geometry.nonFinite", "Refused frame \(newValue) on \(diagnosticName): its centre \(newCenter) is not finite.")
            }
            let newBounds = CGRect(origin: storedBounds.origin, size: newValue.size)
            guard acceptsGeometry(bounds: newBounds, center: newCenter, transform: storedTransform, what: "frame \(newValue)") else { return }
            batchingSafeArea {
                bounds = CGRect(origin: bounds.origin, size: newValue.size)
                center = newCenter
            }
        }
    }

    // MARK: Appearance

    /// Colour painted over the bounds (rounded by `cornerRadius`); nil paints nothing.
    ///
    /// Open so subclasses can react to it (the header mirrors it into its shadow layer).
    open var backgroundColor: Color? {
        willSet { willChangeAnimatable(.backgroundColor) }
    }
    /// Group opacity of the view and its subtree, stored clamped to 0...1.
    ///
    /// Views below 0.01 are skipped by hit testing but still painted. Non-finite values are
    /// refused (`geometry.nonFinite`).
    public var alpha: CGFloat {
        get { storedAlpha }
        set {
            guard newValue.isFinite else { return refuseNonFinite("alpha", newValue) }
            willChangeAnimatable(.alpha)
            storedAlpha = Swift.min(1, Swift.max(0, newValue))
        }
    }
    var storedAlpha: CGFloat = 1
    /// Hides the view and its subtree from painting and hit testing.
    public var isHidden: Bool = false {
        didSet {
            if oldValue != isHidden {
                hiddenDidChange()
                if layoutState != nil { constraintItemVisibilityDidChange() }
            }
        }
    }
    /// Clips content and subviews to the (rounded) bounds when painting; also removes the shadow.
    public var clipsToBounds = false
    /// Corner radius in points; drawn as `min(cornerRadius, w/2, h/2)`, negatives as 0.
    public var cornerRadius: CGFloat = 0 {
        didSet { rejectNonFinite(\.cornerRadius, oldValue, "cornerRadius") }
    }
    /// Border width in points, drawn inside the bounds above the subviews; negatives draw as 0.
    public var borderWidth: CGFloat = 0 {
        didSet { rejectNonFinite(\.borderWidth, oldValue, "borderWidth") }
    }
    /// Border colour; nil draws no border.
    public var borderColor: Color? = .black
    /// Shadow colour; nil draws no shadow. Open so subclasses can mirror it.
    open var shadowColor: Color? = .black
    /// Shadow opacity, drawn clamped to 0...1; 0 (the default) draws no shadow.
    public var shadowOpacity: Float = 0 {
        didSet {
            if !shadowOpacity.isFinite {
                let bad = shadowOpacity
                shadowOpacity = oldValue
                refuseNonFinite("shadowOpacity", CGFloat(bad))
            }
        }
    }
    /// Shadow displacement in points; UIKit's default is 3 points upward.
    public var shadowOffset = CGSize(width: 0, height: -3) {
        didSet {
            if !shadowOffset.isFiniteSize {
                let bad = shadowOffset
                shadowOffset = oldValue
                refuse("geometry.nonFinite", "Refused shadowOffset \(bad) on \(diagnosticName): values must be finite.")
            }
        }
    }
    /// Gaussian blur standard deviation of the shadow, in points; negatives draw as 0.
    public var shadowRadius: CGFloat = 3 {
        didSet { rejectNonFinite(\.shadowRadius, oldValue, "shadowRadius") }
    }
    /// Explicit shadow shape in bounds coordinates; nil uses the view's painted coverage.
    public var shadowPath: CGRect? {
        didSet {
            if let p = shadowPath, !p.isFiniteRect {
                shadowPath = oldValue
                refuse("geometry.nonFinite", "Refused shadowPath \(p) on \(diagnosticName): values must be finite.")
            }
        }
    }
    /// Whether hit testing may return this view or its subviews.
    public var isUserInteractionEnabled = true
    /// How this view's frame follows its superview's size changes.
    public var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set { storedAutoresizingMask = newValue }
    }
    /// Whether this view autoresizes its subviews when its size changes.
    public var autoresizesSubviews: Bool {
        get { storedAutoresizesSubviews }
        set { storedAutoresizesSubviews = newValue }
    }
    /// A name for tests, diagnostics and debug dumps.
    public var accessibilityIdentifier: String?

    /// Margins used by `layoutMarginsGuide`, in points.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if oldValue != layoutMargins { setNeedsLayout() } }
    }
    /// Whether the safe area adds to the layout margins.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if oldValue != insetsLayoutMarginsFromSafeArea { setNeedsLayout() } }
    }

    // MARK: Traits (read only when traits change or a view draws; see ViewNode+Traits.swift)
    /// The traits this view sees, kept current by `TraitPropagation` whenever an input changes.
    var storedTraits = TraitCollection.detached
    /// Trait overrides and tint, which most views never set: boxed, so a plain view pays one
    /// pointer for them (see `NodeTraitExtras`).
    var traitExtras: NodeTraitExtras?

    // MARK: Accessibility (UIKit's informal protocol; the rest in Accessibility/ViewNode+Accessibility.swift)
    /// The accessibility values set on this view, made on the first one set.
    var accessibilityStorage: AccessibilityStorage?
    /// Whether a screen reader treats this view as one element (its subviews are then not
    /// read); default false, true for labels with text. Open so a view type gives its default.
    open var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? false }
        set { updateAccessibilitySettings { $0.isElement = newValue } }
    }
    /// What the screen reader calls the element ("Send"); default nil, a label's text for labels.
    open var accessibilityLabel: String? {
        get { accessibilitySettings.label }
        set { updateAccessibilitySettings { $0.label = newValue } }
    }
    /// The element's current value ("50%", "On"); default nil.
    open var accessibilityValue: String? {
        get { accessibilitySettings.value }
        set { updateAccessibilitySettings { $0.value = newValue } }
    }
    /// What happens on activation ("Opens the message"); default nil.
    open var accessibilityHint: String? {
        get { accessibilitySettings.hint }
        set { updateAccessibilitySettings { $0.hint = newValue } }
    }
    /// What the element is and how it behaves; default none, `.staticText` for labels and
    /// `.image` for images.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? [] }
        set { updateAccessibilitySettings { $0.traits = newValue } }
    }
    /// Whether the element responds to activation; default: it has an interactive trait
    /// (`AccessibilityTraits.interactive`) or custom actions.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilitySettings.respondsToUserInteraction ?? defaultRespondsToUserInteraction }
        set { updateAccessibilitySettings { $0.respondsToUserInteraction = newValue } }
    }
    /// Called by the framework when screen-reader focus moves onto this element.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called by the framework when screen-reader focus leaves this element.
    open func accessibilityElementDidLoseFocus() {}
    /// Called when a screen reader's user swipes up on an `adjustable` element; does nothing
    /// by default, as in UIKit, since only the view knows what one step is.
    open func accessibilityIncrement() {}
    /// Called when a screen reader's user swipes down on an `adjustable` element; does
    /// nothing by default, as in UIKit.
    open func accessibilityDecrement() {}

    /// Creates a view with the given frame (points, in the future superview's coordinates).
    ///
    /// A non-finite or negative frame is refused with a diagnostic and `.zero` is used.
    public init(frame: CGRect = .zero) {
        storedBounds = CGRect(origin: .zero, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        let isFinite = frame.isFiniteRect && storedCenter.isFinitePoint
        if !isFinite || frame.size.width < 0 || frame.size.height < 0 {
            storedBounds = .zero
            storedCenter = .zero
            let code = isFinite ? "geometry.negativeSize" : "geometry.nonFinite"
            Diagnostics.report(code: code, "Refused initial frame \(frame) for \(Self.self): using .zero.")
        }
        usesPlainSafeAreaRules = !(self is ScrollNode)
    }

    deinit {
        lifetimeAnchorStorage?.clear()
        layoutState?.viewWillDeinit()
        releaseSubviews()
        #if DEBUG
            if debugSubviewsNamingThis != 0 {
                preconditionFailure(
                    "\(debugSubviewsNamingThis) view(s) still name a released view as their superview: "
                        + "a superview must hold every view that names it until it clears the reference")
            }
        #endif
        // After the subviews went: a view that survives this tree reads no window or superview
        // from it when it hears that its clock's owner is gone.
        ownClockStorage?.ownerWasReleased()
    }

    /// The safe-area layout guide: `bounds` inset by `safeAreaInsets`, in bounds coordinates.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = safeAreaGuideStorage { return guide }
        let guide = LayoutGuide(owningView: self, kind: .safeArea)
        safeAreaGuideStorage = guide
        return guide
    }

    /// The margins guide: `bounds` inset by the effective layout margins.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = marginsGuideStorage { return guide }
        let guide = LayoutGuide(owningView: self, kind: .margins)
        marginsGuideStorage = guide
        return guide
    }

    var safeAreaGuideStorage: LayoutGuide?
    var marginsGuideStorage: LayoutGuide?
    /// Constraint-layout state, made on first use so views laid out by frames pay nothing.
    var layoutState: ViewLayoutState?
    /// Made when something first keeps an unretained reference to this node; see `LifetimeAnchor`.
    package var lifetimeAnchorStorage: LifetimeAnchor?

    /// Type name plus the accessibility identifier (or object id), as used in diagnostics.
    public var diagnosticName: String { Diagnostics.name(of: self, identifier: accessibilityIdentifier) }

    // MARK: Open hooks (called by the framework; see ViewNode+Overrides.swift)

    /// Called by the framework before the view moves to a new superview (nil when removed).
    open func willMove(toSuperview newSuperview: ViewNode?) {}
    /// Called by the framework after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called by the framework on the view and each descendant before the window changes.
    open func willMove(toWindow newWindow: WindowNode?) {}
    /// Called by the framework on the view and each descendant after the window changed.
    open func didMoveToWindow() {}
    /// Called by the framework on the old superview just before a subview leaves it.
    open func willRemoveSubview(_ subview: ViewNode) {}
    /// Called by the framework on the new superview right after a subview joined it.
    open func didAddSubview(_ subview: ViewNode) {}
    /// Positions subviews; called by the framework in a layout pass when the view is dirty.
    ///
    /// The default does nothing: autoresizing happens eagerly when sizes change.
    open func layoutSubviews() {}
    /// Called by the framework after `safeAreaInsets` changed.
    open func safeAreaInsetsDidChange() {}
    /// The size this view would like within `size`; the default is the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { storedBounds.size }
    /// Whether a point in bounds coordinates is inside the view (half-open bounds test).
    open func point(inside point: CGPoint) -> Bool { storedBounds.contains(point) }
    /// The front-most visible, interactive descendant containing the point, or nil.
    ///
    /// `point` is in this view's bounds coordinates.
    open func hitTest(_ point: CGPoint) -> ViewNode? { defaultHitTest(point) }
    /// Draws the view's own content in bounds coordinates; called by the renderer.
    open func draw(in canvas: Canvas) {}
    /// Called by the framework on a view and the descendants that inherit its tint after its
    /// `tintColor` was set.
    open func tintColorDidChange() {}
    /// Called by the framework after a trait this view sees changed, parents before children.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// The size the content needs, in points; `ViewNode.noIntrinsicMetric` on an axis
    /// without one (the default for both). Constraint layout holds the view to it with
    /// the content hugging and compression resistance priorities.
    open var intrinsicContentSize: CGSize {
        CGSize(width: ViewNode.noIntrinsicMetric, height: ViewNode.noIntrinsicMetric)
    }
    /// Updates the view's constraints; called by the framework in a layout pass after
    /// `setNeedsUpdateConstraints()`, before the view's held constraints are solved.
    open func updateConstraints() {}

    // MARK: Touches and gestures (state and defaults in Touches/ViewNode+Touches.swift)
    /// Gesture recognizers attached to this view, made on first use.
    var interactionState: NodeInteractionState?
    /// Called by the framework when fingers touch down on this view (location in `touches`);
    /// the default passes them up to the superview, UIKit's next responder.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { forwardTouches(.began, touches, event) }
    /// Called by the framework when fingers on this view move; the default passes them up.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { forwardTouches(.moved, touches, event) }
    /// Called by the framework when fingers on this view lift; the default passes them up.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { forwardTouches(.ended, touches, event) }
    /// Called by the framework when this view's touches are taken away (a gesture recognized,
    /// the touch was cancelled); the default passes them up.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { forwardTouches(.cancelled, touches, event) }
    /// Asks whether `gestureRecognizer`, attached to this view or an ancestor, may begin;
    /// called by the framework before a recognizer leaves `.possible`. The default allows it.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    // MARK: Misuse helpers

    func refuse(_ code: String, _ message: String) {
        Diagnostics.report(code: code, message)
    }

    func refuseNonFinite(_ property: String, _ value: CGFloat) {
        refuse("geometry.nonFinite", "Refused \(property) = \(value) on \(diagnosticName): the value must be finite.")
    }

    private func rejectNonFinite(_ keyPath: ReferenceWritableKeyPath<ViewNode, CGFloat>, _ oldValue: CGFloat, _ name: String) {
        let value = self[keyPath: keyPath]
        if !value.isFinite {
            self[keyPath: keyPath] = oldValue
            refuseNonFinite(name, value)
        }
    }

    // MARK: Internal subclass hooks (overridden by ScrollNode and WindowNode)

    /// Reacts to `isHidden` changes (the window drives appearance from it).
    func hiddenDidChange() {}

    /// Called before a bounds-origin change that will happen; returns whether it told anyone
    /// (scroll nodes report it to their prior offset observers), so the write checks again.
    func boundsOriginWillChange(to newOrigin: CGPoint) -> Bool { false }

    /// Called after a bounds-origin change; plain views move their subviews' safe areas.
    func boundsOriginDidChange(from oldOrigin: CGPoint) {
        for s in storedSubviews { s.recomputeSafeArea() }
    }

    /// The insets this view's subviews inherit from; scroll nodes mask the edges their
    /// content inset already covers and those on a scrollable axis.
    var insetsForChildren: EdgeInsets { storedSafeAreaInsets }

    /// The rectangle, in this view's bounds coordinates, against which children's overlap is
    /// measured; scroll nodes use their viewport at offset zero.
    var safeAreaViewport: CGRect { storedBounds }

    /// Extra work for this node in the safe-area compute phase (scroll nodes recompute the
    /// adjusted inset); returns whether `notifyDerivedInsets()` has something to report.
    func recomputeDerivedInsets() -> Bool { false }

    /// Extra notifications for this node in the safe-area notify phase (scroll nodes' adjusted inset).
    func notifyDerivedInsets() {}
}
