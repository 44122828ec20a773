import Foundation

/// Manages a view subtree and its lifecycle: the UIViewController analogue.
open class ViewControllerNode {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    var storedView: ViewNode?
    var isLoadingView = false
    var loadFallback: ViewNode?
    var appearanceState: AppearanceState = .disappeared
    var storedChildren: [ViewControllerNode] = []
    /// The parent controller, which holds this one among its children; weak, so it reads nil
    /// once the parent goes.
    weak var storedParent: ViewControllerNode?
    /// The window this controller is the root of, if any (weak: the window holds its root).
    weak var hostWindow: WindowNode?
    /// The traits last propagated to this controller (current while its view has a superview).
    var storedTraits = TraitCollection.detached
    /// This controller's own overrides; nil when it overrides nothing.
    var storedTraitOverrides: TraitCollection?
    /// The overrides the parent set with `setOverrideTraitCollection(_:forChild:)`.
    var traitOverridesFromParent: TraitCollection?
    /// Title, navigation item and tab item, made on first use (see ViewControllerNode+Navigation).
    var chromeStorage: ControllerChrome?

    /// The nib name given to ``init(nibName:bundle:)``; Canopy loads no nibs.
    public let nibName: String?
    /// The bundle given to ``init(nibName:bundle:)``.
    public let nibBundle: Bundle?

    /// Creates a controller; its view loads on first access.
    public init() {
        nibName = nil
        nibBundle = nil
    }

    /// Creates a controller as UIKit's designated initialiser does, so iOS subclasses that
    /// call `super.init(nibName: nil, bundle: nil)` compile unchanged.
    ///
    /// Canopy has no nib loading: a non-nil `nibName` is kept (``nibName`` reports it) but
    /// reported as `controller.nibUnsupported`, and ``loadView()`` builds the view as it
    /// would without one. UIKit would raise when the nib is missing.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        if let nibNameOrNil {
            Diagnostics.report(
                code: "controller.nibUnsupported",
                "Canopy loads no nibs: \(type(of: self)) was made with nibName \"\(nibNameOrNil)\"; its view is built by loadView() as without one.")
        }
    }

    deinit {
        lifetimeAnchorStorage?.clear()
        releaseChildren()
    }

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    ///
    /// Setting replaces the root view; `loadView()` overrides assign it.
    public var view: ViewNode! {
        get { loadViewIfNeeded() }
        set { installRootView(newValue) }
    }

    /// The root view if loaded, without loading it.
    public var viewIfLoaded: ViewNode? { storedView }

    /// Whether the root view has been loaded or assigned.
    public var isViewLoaded: Bool { storedView != nil }

    /// Extra safe-area insets added to this controller's root view.
    ///
    /// Non-finite values are refused.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets.isFinite else {
                let bad = additionalSafeAreaInsets
                additionalSafeAreaInsets = oldValue
                return Diagnostics.report(
                    code: "geometry.nonFinite", "Refused additionalSafeAreaInsets = \(bad) on \(diagnosticName): values must be finite.")
            }
            if oldValue != additionalSafeAreaInsets { storedView?.recomputeSafeArea() }
        }
    }

    /// The top layout guide: its length reads the view's top safe-area inset until assigned.
    public var topLayoutGuide: LayoutSupport {
        if let guide = layoutSupportStorage { return guide }
        let guide = LayoutSupport(controller: self)
        layoutSupportStorage = guide
        return guide
    }
    var layoutSupportStorage: LayoutSupport?
    /// Made when something first keeps an unretained reference to this controller; see `LifetimeAnchor`.
    package var lifetimeAnchorStorage: LifetimeAnchor?

    /// Whether this controller forwards appearance callbacks to its children automatically.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Status bar

    /// Whether this controller wants the status bar hidden (default false).
    ///
    /// Read-only here so subclasses can override it with or without a setter; call
    /// `setNeedsStatusBarAppearanceUpdate()` after the answer changes.
    open var prefersStatusBarHidden: Bool { false }
    /// The status-bar style this controller wants (default `.default`).
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// The child that decides status-bar visibility instead of this controller (default nil).
    open var childForStatusBarHidden: ViewControllerNode? { nil }
    /// The child that decides the status-bar style instead of this controller (default nil).
    open var childForStatusBarStyle: ViewControllerNode? { nil }

    // MARK: Open hooks (called by the framework)

    /// Creates the root view; the default makes a plain 375×667 `ViewNode`.
    ///
    /// Overrides must assign `view`.
    open func loadView() {
        view = ViewNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    }
    /// Called by the framework once, after the view loaded.
    open func viewDidLoad() {}
    /// Called by the framework before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called by the framework after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called by the framework before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called by the framework after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called by the framework before the root view's `layoutSubviews()` in a layout pass.
    open func viewWillLayoutSubviews() {}
    /// Called by the framework after the root view's `layoutSubviews()`, before subviews lay out.
    open func viewDidLayoutSubviews() {}
    /// Called by the framework after the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}

    // Touches the controller's views did not handle reach it through the responder chain;
    // the defaults pass them on to `next`, as UIKit's do.
    /// Called by the framework when unhandled touches begin in the controller's views.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { TouchForwarding.forward(from: self, .began, touches, event) }
    /// Called by the framework when unhandled touches move.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { TouchForwarding.forward(from: self, .moved, touches, event) }
    /// Called by the framework when unhandled touches lift.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { TouchForwarding.forward(from: self, .ended, touches, event) }
    /// Called by the framework when unhandled touches are cancelled.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        TouchForwarding.forward(from: self, .cancelled, touches, event)
    }
    /// Called by the framework before the window changes size; forwards to every child.
    ///
    /// A child hears it inside this call, except below 64 levels of nesting, where it hears
    /// it after this call returns (so a chain of any depth is walked without recursion).
    open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        ChildForwarding.forward(storedChildren) { $0.viewWillTransition(to: size, with: coordinator) }
    }
    /// Called by the framework after a trait this controller sees changed, before its view's.
    ///
    /// The framework calls it on every controller whose traits changed, so it does not forward.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Called by `addChild(_:)` (with the new parent) and by containers before removal (nil).
    open func willMove(toParent parent: ViewControllerNode?) {}
    /// Called by containers after adding a child, and by `removeFromParent()` (with nil).
    open func didMove(toParent parent: ViewControllerNode?) {}

    /// Extra safe-area overlay a container imposes on a child's root view (a navigation
    /// controller's bar, for instance).
    func overlayInsets(forChild child: ViewControllerNode) -> EdgeInsets { .zero }

    /// Type name (plus the root view's accessibility identifier), for diagnostics.
    public var diagnosticName: String { Diagnostics.name(of: self, identifier: storedView?.accessibilityIdentifier) }

    // MARK: Loading

    func loadViewIfNeeded() -> ViewNode {
        if let v = storedView { return v }
        if isLoadingView {
            Diagnostics.report(
                code: "controller.reentrantLoadView", "\(diagnosticName) read view inside loadView() before assigning it; returning a fallback view.")
            let fallback = loadFallback ?? ViewNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            loadFallback = fallback
            return fallback
        }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            Diagnostics.report(code: "controller.noViewLoaded", "\(diagnosticName).loadView() did not assign view; using a plain ViewNode.")
            installRootView(loadFallback ?? ViewNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667)))
        }
        loadFallback = nil
        viewDidLoad()
        return storedView ?? ViewNode()
    }

    func installRootView(_ newView: ViewNode?) {
        guard storedView !== newView else { return }
        let old = storedView
        if let old, old.owningViewController === self { old.owningViewController = nil }
        storedView = newView
        if let v = newView {
            v.owningViewController?.storedView = nil
            v.owningViewController = self
            v.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            v.recomputeSafeArea()
        }
        // The old view now inherits from its superview, the new one from this controller. A
        // view assigned inside `loadView()` takes its first traits silently, as in UIKit.
        if let old { TraitPropagation.update(from: old, notifying: !isLoadingView) }
        if let newView { TraitPropagation.update(from: newView, notifying: !isLoadingView) }
    }
}
