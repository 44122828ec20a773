import Canopy
import Foundation
import Testing

/// A view that runs code from its layout, safe-area, trait and window hooks.
private final class HookView: ViewNode {
    var onLayout: (() -> Void)?
    var onSafeAreaChange: (() -> Void)?
    var onTraitChange: (() -> Void)?
    var onWindowChange: (() -> Void)?

    override func layoutSubviews() { onLayout?() }
    override func safeAreaInsetsDidChange() { onSafeAreaChange?() }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) { onTraitChange?() }
    override func didMoveToWindow() { onWindowChange?() }
}

/// The tree's walks (layout, safe-area, traits, window moves) and the safe-area notify list
/// (which does not retain the views it lists) visit views one by one: a hook that removes and
/// drops a view still to be visited, or the view being visited, must not leave them reading a
/// freed view.
///
/// Built with the address sanitizer (`scripts/sanitized-tests.sh`), a read of a released view
/// is reported as a use after free; debug builds stop on it first.
@Suite("Walks over views their hooks release")
struct WalkLifetimeTests {
    /// A shown iPhone 15 window whose root view holds `count` hook views (the only owner of
    /// them), each stretching with the width and touching the top edge.
    private static func row(_ count: Int) -> (WindowNode, ViewControllerNode, [HookView]) {
        let window = WindowNode(device: .iPhone15)
        let root = ViewControllerNode()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let views = (0..<count).map { _ in HookView(frame: CGRect(x: 0, y: 0, width: 393, height: 100)) }
        for v in views {
            v.autoresizingMask = [.flexibleWidth]
            v.addSubview(ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            root.view.addSubview(v)
        }
        window.layoutIfNeeded()
        return (window, root, views)
    }

    @Test("A safe-area callback that removes every later sibling and its own view leaves the phase sound")
    func safeAreaCallbackRemovesSiblings() {
        let (window, root, views) = Self.row(4)
        weak let last = views[3]
        views[0].onSafeAreaChange = { [unowned root] in
            for v in root.view.subviews.dropFirst() { v.removeFromSuperview() }
            root.view.subviews.first?.removeFromSuperview()
        }
        for v in views.dropFirst() { v.onSafeAreaChange = { [weak v] in _ = v?.superview } }
        withExtendedLifetime(views[0]) {}
        _ = consume views
        window.device = .iPhone15Landscape
        window.layoutIfNeeded()
        #expect(last == nil, "the removed views are released once the phase ends")
        #expect(root.view.subviews.isEmpty)
    }

    @Test("A layout pass whose hook removes the views after it and its own subviews visits no freed view")
    func layoutHookRemovesLaterViews() {
        let (window, root, views) = Self.row(4)
        weak let last = views[3]
        views[1].onLayout = { [unowned root] in
            for v in root.view.subviews.dropFirst(2) { v.removeFromSuperview() }
            for v in root.view.subviews[1].subviews { v.removeFromSuperview() }
        }
        for v in views { v.setNeedsLayout() }
        _ = consume views
        window.layoutIfNeeded()
        #expect(last == nil)
        #expect(root.view.subviews.count == 2)
    }

    @Test("A trait callback that removes later siblings and their subtrees visits no freed view")
    func traitHookRemovesLaterViews() {
        let (window, root, views) = Self.row(4)
        weak let last = views[3]
        views[0].onTraitChange = { [unowned root] in
            for v in root.view.subviews.dropFirst() { v.removeFromSuperview() }
        }
        _ = consume views
        window.device = .iPhone15Landscape
        window.layoutIfNeeded()
        #expect(last == nil)
        #expect(root.view.subviews.count == 1)
    }

    @Test("A window-move callback that removes its later siblings visits no freed view")
    func windowMoveHookRemovesLaterViews() {
        let (window, root, views) = Self.row(4)
        weak let last = views[3]
        let container = ViewNode(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        for v in views { container.addSubview(v) }
        views[0].onWindowChange = { [unowned container] in
            for v in container.subviews.dropFirst() { v.removeFromSuperview() }
        }
        _ = consume views
        root.view.addSubview(container)
        #expect(last == nil)
        #expect(container.subviews.count == 1)
        window.layoutIfNeeded()
    }
}
