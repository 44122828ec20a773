import Canopy
import Foundation

/// A view controller whose view is a `FlexibleHeaderView`, meant to be a child of the content
/// view controller (or of a `FlexibleHeaderContainerController`).
///
/// It sizes the header when added, forwards scroll-view delegate events, keeps the content's
/// top layout guide / additional safe-area insets in step with the header, infers
/// the top safe area from its ancestors when asked and infers a status-bar style from
/// the header's background.
open class FlexibleHeaderController: ViewControllerNode, ScrollNodeDelegate, FlexibleHeaderViewDelegate {
    /// The header; also this controller's `view`.
    public let headerView: FlexibleHeaderView

    let hairline: Hairline

    /// Told after every header frame change; not retained.
    public weak var layoutDelegate: FlexibleHeaderLayoutDelegate?

    /// Chooses the safe-area source in infer mode; not retained.
    public weak var safeAreaDelegate: FlexibleHeaderSafeAreaDelegate? {
        didSet { if inferTopSafeAreaInsetFromViewController { inferSource() } }
    }

    weak var storedTopLayoutGuideViewController: ViewControllerNode?
    /// The controller whose `topLayoutGuide.length` is written.
    weak var layoutGuideTarget: ViewControllerNode?
    /// The legacy length written to the target; recomputed only in `viewWillAppear` and on
    /// header frame changes.
    var heightOffset: CGFloat = 0
    var isUpdatingTopLayoutGuide = false
    var storedPermitInferring = false
    var storedPreferredStatusBarStyle: StatusBarStyle = .default
    var sourceObservation: SafeAreaObservation?
    /// Where this controller last wrote `additionalSafeAreaInsets.top`, and how much, so the
    /// header never reads its own write back (in the original that loop grew the header).
    weak var lastAdditionalInsetTarget: ViewControllerNode?
    var lastAdditionalInset: CGFloat = 0

    /// Whether the controller writes the header's height into the content's top layout guide
    /// and additional safe-area insets (default false: the legacy top-layout-guide path).
    ///
    /// Also turned on by setting `topLayoutGuideViewController`, even to nil: a quirk of the
    /// original, kept so a container behaves as it did there.
    public var isTopLayoutGuideAdjustmentEnabled = false

    /// Whether the top layout guide controller may be the safe-area source (default false).
    ///
    /// When true its own additional inset is subtracted from what the header reads.
    public var permitInferringTopSafeAreaFromTopLayoutGuideViewController: Bool {
        get { storedPermitInferring }
        set {
            storedPermitInferring = newValue
            inferSource()
        }
    }

    /// For web content, communicate the header height through additional safe-area insets
    /// instead of content-inset injection (default false).
    public var useAdditionalSafeAreaInsetsForWebKitScrollViews: Bool {
        get { headerView.useAdditionalSafeAreaInsetsForWebKitScrollViews }
        set { headerView.useAdditionalSafeAreaInsetsForWebKitScrollViews = newValue }
    }

    /// Infer `preferredStatusBarStyle` from the header's background colour (default true).
    public var inferPreferredStatusBarStyle = true

    /// Called from `traitCollectionDidChange(_:)` with the controller and the previous traits.
    public var traitCollectionDidChangeBlock: ((FlexibleHeaderController, TraitCollection?) -> Void)?

    /// Creates the controller and its header (frame 375×667, flexible width; resized on first sizing).
    public override init() {
        headerView = FlexibleHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        hairline = Hairline(container: headerView)
        super.init()
        headerView.autoresizingMask = [.flexibleWidth]
        headerView.delegate = self
        headerView.ownInjectionProvider = { [weak controller = self] source in
            controller?.ownInjection(affecting: source)
        }
    }

    // MARK: Hairline

    /// Whether a one-pixel line is drawn along the header's bottom edge (default false).
    public var showsHairline: Bool {
        get { !hairline.isHidden }
        set { hairline.isHidden = !newValue }
    }

    /// Colour of the hairline (default black).
    public var hairlineColor: Color {
        get { hairline.color }
        set { hairline.color = newValue }
    }

    // MARK: Safe area

    /// Read the top safe area from the root ancestor (or the safe-area delegate's choice)
    /// instead of the window (default false).
    public var inferTopSafeAreaInsetFromViewController: Bool {
        get { headerView.inferTopSafeAreaInsetFromViewController }
        set {
            headerView.inferTopSafeAreaInsetFromViewController = newValue
            inferSource()
        }
    }

    /// The controller whose top layout guide and additional safe-area insets follow the header.
    ///
    /// Not retained. Setting it (even to nil) turns `isTopLayoutGuideAdjustmentEnabled` on.
    public weak var topLayoutGuideViewController: ViewControllerNode? {
        get { storedTopLayoutGuideViewController }
        set {
            if newValue === storedTopLayoutGuideViewController { return }
            storedTopLayoutGuideViewController = newValue
            isTopLayoutGuideAdjustmentEnabled = true
            if inferTopSafeAreaInsetFromViewController { inferSource() }
            if isViewLoaded {
                extractLayoutGuideTarget()
                updateTopLayoutGuide()
            }
        }
    }

    // MARK: Status bar

    /// The header's `prefersStatusBarHidden`: true while it replaced the status bar.
    open override var prefersStatusBarHidden: Bool { headerView.prefersStatusBarHidden }

    /// The inferred style while `inferPreferredStatusBarStyle`, else the stored one.
    ///
    /// Setting it while inferring is refused (`header.statusBarStyleInferred`).
    open override var preferredStatusBarStyle: StatusBarStyle {
        get {
            guard inferPreferredStatusBarStyle else { return storedPreferredStatusBarStyle }
            let background = FlexibleHeaderView.appearanceBackgroundColor ?? headerView.backgroundColor ?? .clear
            // A dynamic fill is judged by the colour it draws with in the header's traits.
            return StatusBarStyleInference.style(for: background.resolvedColor(with: headerView.traitCollection))
        }
        set {
            if inferPreferredStatusBarStyle {
                Diagnostics.report(
                    code: "header.statusBarStyleInferred",
                    "Refused preferredStatusBarStyle = \(newValue) on FlexibleHeaderController: inferPreferredStatusBarStyle is on; turn it off first."
                )
                return
            }
            storedPreferredStatusBarStyle = newValue
        }
    }

    // MARK: Framework hooks (called by the framework)

    /// Called by the framework: the controller's view is the header.
    open override func loadView() {
        view = headerView
    }

    /// Called by the framework after containment: sizes the header (or lays it out against its
    /// scroll view) and updates the top layout guide.
    open override func didMove(toParent parent: ViewControllerNode?) {
        super.didMove(toParent: parent)
        if headerView.trackingScrollView == nil {
            headerView.sizeToFit()
        } else if !headerView.observesTrackingScrollViewScrollEvents {
            headerView.trackingScrollViewDidScroll()
        }
        if isTopLayoutGuideAdjustmentEnabled { updateTopLayoutGuide() }
    }

    /// Called by the framework before the header appears; in legacy mode it captures the
    /// parent as the layout-guide target.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if inferTopSafeAreaInsetFromViewController { inferSource() }
        if isTopLayoutGuideAdjustmentEnabled {
            updateTopLayoutGuide()
        } else {
            layoutGuideTarget = parent
            heightOffset = legacyHeightOffset
        }
        var ancestor = parent?.parent
        while let current = ancestor {
            if current is FlexibleHeaderContainerController, !(parent is FlexibleHeaderContainerController) {
                Diagnostics.report(
                    code: "header.nestedContainer",
                    "FlexibleHeaderController's parent is inside a FlexibleHeaderContainerController; two headers will appear.")
                break
            }
            ancestor = current.parent
        }
    }

    /// Called by the framework before layout: keeps the top layout guide current.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if isTopLayoutGuideAdjustmentEnabled { updateTopLayoutGuide() }
    }

    /// Called by the framework on a size change; forwards to the header.
    open override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        headerView.viewWillTransition(to: size, with: coordinator)
    }

    /// Called by the framework; re-infers the status-bar style when the traits a dynamic fill
    /// resolves by changed, then invokes `traitCollectionDidChangeBlock`.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let traits = traitCollection
        if inferPreferredStatusBarStyle,
            previousTraitCollection?.userInterfaceStyle != traits.userInterfaceStyle
                || previousTraitCollection?.accessibilityContrast != traits.accessibilityContrast
        {
            setNeedsStatusBarAppearanceUpdate()
        }
        traitCollectionDidChangeBlock?(self, previousTraitCollection)
    }

    // MARK: Scroll delegate

    /// Forwards to the header when `scrollView` is its tracking scroll view and it does not observe.
    public func scrollViewDidScroll(_ scrollView: ScrollNode) {
        guard forwards(scrollView) else { return }
        headerView.trackingScrollViewDidScroll()
    }

    /// Forwards to the header when `scrollView` is its tracking scroll view and it does not observe.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollNode) {
        guard forwards(scrollView) else { return }
        headerView.trackingScrollViewDidEndDecelerating()
    }

    /// Forwards to the header when `scrollView` is its tracking scroll view and it does not observe.
    public func scrollViewDidEndDragging(_ scrollView: ScrollNode, willDecelerate decelerate: Bool) {
        guard forwards(scrollView) else { return }
        headerView.trackingScrollViewDidEndDraggingWillDecelerate(decelerate)
    }

    /// Forwards to the header when `scrollView` is its tracking scroll view and it does not observe.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollNode, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        guard forwards(scrollView) else { return }
        headerView.trackingScrollViewWillEndDragging(withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    func forwards(_ scrollView: ScrollNode) -> Bool {
        scrollView === headerView.trackingScrollView && !headerView.observesTrackingScrollViewScrollEvents
    }

    // MARK: Header delegate

    /// Called by the header: re-resolves the status bar through the controller tree.
    public func flexibleHeaderViewNeedsStatusBarAppearanceUpdate(_ headerView: FlexibleHeaderView) {
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Called by the header after a frame change: updates the top layout guide and tells the
    /// layout delegate.
    public func flexibleHeaderViewFrameDidChange(_ headerView: FlexibleHeaderView) {
        if isTopLayoutGuideAdjustmentEnabled {
            updateTopLayoutGuide()
        } else {
            heightOffset = legacyHeightOffset
            updateTopLayoutGuide()
        }
        layoutDelegate?.flexibleHeaderViewController(self, flexibleHeaderViewFrameDidChange: headerView)
    }
}
