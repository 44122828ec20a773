import Canopy
import Foundation

/// A view controller that shows a content view controller with a `FlexibleHeaderController`
/// on top of it, for content that cannot host an injected header.
open class FlexibleHeaderContainerController: ViewControllerNode {
    /// The header controller; a child of this container, inferring its top safe area from it.
    public let headerViewController: FlexibleHeaderController

    /// Called from `traitCollectionDidChange(_:)` with the container and the previous traits.
    public var traitCollectionDidChangeBlock: ((FlexibleHeaderContainerController, TraitCollection?) -> Void)?

    var storedContentViewController: ViewControllerNode?
    var storedAdjustmentEnabled = false

    /// Creates a container for `contentViewController` (may be nil).
    public init(contentViewController: ViewControllerNode?) {
        headerViewController = FlexibleHeaderController()
        super.init()
        headerViewController.inferTopSafeAreaInsetFromViewController = true
        addChild(headerViewController)
        self.contentViewController = contentViewController
    }

    /// Creates a container without content.
    public convenience override init() {
        self.init(contentViewController: nil)
    }

    /// Whether the content receives the header height through its top layout guide and
    /// additional safe-area insets (default false).
    ///
    /// Turning it off again leaves the values last written and nothing updates them: a quirk
    /// of the original, kept so the numbers match it.
    public var isTopLayoutGuideAdjustmentEnabled: Bool {
        get { storedAdjustmentEnabled }
        set {
            if newValue == storedAdjustmentEnabled { return }
            storedAdjustmentEnabled = newValue
            updateTopLayoutGuideBehavior()
        }
    }

    /// The content view controller, shown below the header; replacing it removes the old one.
    public var contentViewController: ViewControllerNode? {
        get { storedContentViewController }
        set {
            if newValue === storedContentViewController { return }
            if let old = storedContentViewController {
                old.willMove(toParent: nil)
                if old.isViewLoaded { old.viewIfLoaded?.removeFromSuperview() }
                old.removeFromParent()
            }
            storedContentViewController = newValue
            if let vc = newValue {
                addChild(vc)
                if isViewLoaded, let container = viewIfLoaded, let contentView = vc.view {
                    if let header = headerViewController.viewIfLoaded, header.superview === container {
                        container.insertSubview(contentView, belowSubview: header)
                    } else {
                        container.addSubview(contentView)
                    }
                    vc.didMove(toParent: self)
                }
            }
            updateTopLayoutGuideBehavior()
        }
    }

    func updateTopLayoutGuideBehavior() {
        if storedAdjustmentEnabled {
            if isViewLoaded, let container = viewIfLoaded, let content = storedContentViewController?.view {
                content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                content.frame = container.bounds
            }
            headerViewController.topLayoutGuideViewController = storedContentViewController
        } else {
            headerViewController.topLayoutGuideViewController = nil
        }
    }

    /// The header controller's status-bar preference.
    open override var prefersStatusBarHidden: Bool { headerViewController.prefersStatusBarHidden }

    /// The header controller's status-bar style.
    open override var preferredStatusBarStyle: StatusBarStyle { headerViewController.preferredStatusBarStyle }

    // MARK: Framework hooks (called by the framework)

    /// Called by the framework after the view loads: installs content and header views.
    open override func viewDidLoad() {
        super.viewDidLoad()
        guard let container = view else { return }
        if let content = storedContentViewController, let contentView = content.view {
            container.addSubview(contentView)
            content.didMove(toParent: self)
        }
        if let header = headerViewController.view {
            header.frame = container.bounds
            container.addSubview(header)
        }
        headerViewController.didMove(toParent: self)
        updateTopLayoutGuideBehavior()
    }

    /// Called by the framework before layout: legacy mode refreshes the top layout guide.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if !storedAdjustmentEnabled { headerViewController.updateTopLayoutGuide() }
    }

    /// Called by the framework; invokes `traitCollectionDidChangeBlock`.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitCollectionDidChangeBlock?(self, previousTraitCollection)
    }
}
