import Canopy

// UIKit APIs Canopy deliberately lacks. Each is declared unavailable so a screen calling it
// fails to compile with a message naming what to use instead, rather than compiling into a
// call that silently does nothing. None can be called, so no body here ever runs.

/// Nib loading: Canopy has no Interface Builder archives.
@available(*, unavailable, message: "Canopy loads no nibs: build the view in code, in loadView() or viewDidLoad()")
public final class UINib {
    /// UIKit's nib lookup by name; never callable.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {}
}

/// Storyboards: Canopy has no Interface Builder archives.
@available(
    *, unavailable,
    message: "Canopy loads no storyboards: create the view controller with its initialiser and push it or set it as rootViewController"
)
public final class UIStoryboard {
    /// UIKit's storyboard lookup by name; never callable.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}
}

/// The application object: a Canopy screen runs in a `UIWindow` a test creates, not in an app.
@available(
    *, unavailable,
    message:
        "Canopy has no application object: use the window you created (UIWindow.keyWindow, UIScreen.main); to open a URL, inject a closure the test can observe"
)
public final class UIApplication {
    /// UIKit's shared application; never callable.
    public static var shared: UIApplication { UIApplication() }

    private init() {}

    /// UIKit's URL opening; never callable.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {}
}

extension ViewNode {
    /// Whole-view transitions: Canopy animates properties on the frame clock, not snapshots.
    @available(
        *, unavailable,
        message: "Canopy has no snapshot transitions: animate alpha or frame with UIView.animate(withDuration:animations:completion:)"
    )
    public static func transition(
        with view: ViewNode, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {}

    /// Whole-view transitions between two views, as `transition(with:…)`.
    @available(
        *, unavailable,
        message:
            "Canopy has no snapshot transitions: add toView, then animate the two views' alpha with UIView.animate(withDuration:animations:completion:)"
    )
    public static func transition(
        from fromView: ViewNode, to toView: ViewNode, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {}
}

extension ViewNode.AnimationOptions {
    /// A snapshot cross-fade, part of `UIView.transition(with:…)`.
    @available(*, unavailable, message: "Canopy has no snapshot transitions: animate alpha with UIView.animate(withDuration:animations:)")
    public static var transitionCrossDissolve: ViewNode.AnimationOptions { [] }

    /// A snapshot flip, part of `UIView.transition(with:…)`.
    @available(*, unavailable, message: "Canopy has no snapshot transitions: animate frame or alpha with UIView.animate(withDuration:animations:)")
    public static var transitionFlipFromLeft: ViewNode.AnimationOptions { [] }
}

extension Image {
    /// Asset-catalog lookup: Canopy has no asset catalogs.
    @available(
        *, unavailable,
        message: "Canopy has no asset catalogs: use UIImage(systemName:) for a symbol, or Image(source: .file(url)) for a PNG on disk"
    )
    public convenience init?(named name: String) { return nil }
}

extension ViewControllerNode {
    /// Modal presentation: Canopy's controllers are shown by a navigation stack, a tab bar or
    /// containment only.
    @available(
        *, unavailable,
        message: "Canopy has no modal presentation: push with navigationController?.pushViewController(_:animated:) or embed with addChild(_:)"
    )
    public func present(_ viewControllerToPresent: ViewControllerNode, animated flag: Bool, completion: (() -> Void)? = nil) {}

    /// Modal dismissal, the counterpart of `present(_:animated:completion:)`.
    @available(
        *, unavailable,
        message: "Canopy has no modal presentation: pop with navigationController?.popViewController(animated:) or remove the child"
    )
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}
