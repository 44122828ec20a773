import Canopy
import Foundation
import Testing

/// The tree's references that do not retain (a view's superview and window, a controller's
/// parent and window, a view's controller, a guide's view, a clock's owner) read nil once
/// their object is gone, and nothing reads the object afterwards.
///
/// Each test releases the object a reference names and then reads the reference and runs the
/// passes that read it: an `unowned` reference left naming a released object stops the
/// program, and built with the address sanitizer (`scripts/sanitized-tests.sh`) any read of
/// freed memory is reported.
@Suite("References to released objects")
struct BackReferenceLifetimeTests {
    private static func frame() -> CGRect { CGRect(x: 0, y: 0, width: 200, height: 100) }

    @Test("Given a parent released while its child lives, the child's superview reads nil and the child lays out")
    func parentReleasedWhileChildLives() {
        let child = ViewNode(frame: Self.frame())
        do {
            let parent = ViewNode(frame: Self.frame())
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(child.window == nil)
        child.setNeedsLayout()
        child.layoutIfNeeded()
        // The child's clock is its own tree's now.
        child.frameClock.advanceFrame()
    }

    @Test("Given a deep chain released from its top, every surviving view reads no superview")
    func chainReleasedFromItsTop() {
        var kept: [ViewNode] = []
        do {
            let top = ViewNode(frame: Self.frame())
            var parent = top
            for depth in 0..<64 {
                let v = ViewNode(frame: Self.frame())
                parent.addSubview(v)
                if depth % 8 == 0 { kept.append(v) }
                parent = v
            }
        }
        for v in kept {
            // The first kept view lost its parent; the others keep theirs only while it lives.
            var ancestor = v.superview
            while let a = ancestor { ancestor = a.superview }
            v.layoutIfNeeded()
        }
        #expect(kept[0].superview == nil)
    }

    @Test("Given a removed view, its superview and window read nil while the old tree lives on")
    func removedView() {
        let (window, root) = Self.visibleWindow()
        let v = ViewNode(frame: Self.frame())
        root.view.addSubview(v)
        #expect(v.window === window)
        v.removeFromSuperview()
        #expect(v.superview == nil)
        #expect(v.window == nil)
        window.layoutIfNeeded()
    }

    @Test("Given a window torn down while its views live, the views read no window and lay out alone")
    func windowTornDown() {
        var kept: ViewNode?
        var keptController: ViewControllerNode?
        do {
            let (window, root) = Self.visibleWindow()
            let v = ViewNode(frame: Self.frame())
            root.view.addSubview(v)
            window.layoutIfNeeded()
            kept = v
            keptController = root
        }
        let v = kept!
        #expect(v.window == nil)
        v.setNeedsLayout()
        v.layoutIfNeeded()
        _ = v.safeAreaInsets
        _ = v.traitCollection
        // The root controller outlives its window: the window it was shown in is gone.
        #expect(keptController!.view.window == nil)
        keptController!.view.setNeedsLayout()
        keptController!.view.layoutIfNeeded()
        _ = keptController!.traitCollection
    }

    @Test("Given a controller released while its view lives, the view reads no controller and lays out")
    func controllerReleasedWhileViewLives() {
        let (window, root) = Self.visibleWindow()
        var view: ViewNode?
        do {
            let child = ViewControllerNode()
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            view = child.view
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        let v = view!
        #expect(v.owningViewController == nil)
        window.device = .iPhoneSE
        window.layoutIfNeeded()
        v.setNeedsLayout()
        window.layoutIfNeeded()
        _ = v.safeAreaInsets
        v.removeFromSuperview()
        v.layoutIfNeeded()
    }

    @Test("Given a parent controller released while its child lives, the child reads no parent")
    func parentControllerReleased() {
        let child = ViewControllerNode()
        do {
            let parent = ViewControllerNode()
            parent.addChild(child)
            #expect(child.parent === parent)
        }
        #expect(child.parent == nil)
        _ = child.traitCollection
        child.view.layoutIfNeeded()
    }

    @Test("Given a root controller replaced, the old root reads no window and the window lays out")
    func rootControllerReplaced() {
        let (window, old) = Self.visibleWindow()
        let replacement = ViewControllerNode()
        window.rootViewController = replacement
        #expect(old.view.window == nil)
        old.view.layoutIfNeeded()
        window.device = .iPhone15
        window.layoutIfNeeded()
    }

    @Test("Given a view re-parented and its old parent released, it reads only its new parent")
    func reparented() {
        let (window, root) = Self.visibleWindow()
        let v = ViewNode(frame: Self.frame())
        do {
            let oldParent = ViewNode(frame: Self.frame())
            oldParent.addSubview(v)
            root.view.addSubview(v)
        }
        #expect(v.superview === root.view)
        #expect(v.window === window)
        window.device = .iPhoneSE
        window.layoutIfNeeded()
        // And back out into a tree of its own whose root then goes.
        do {
            let other = ViewNode(frame: Self.frame())
            other.addSubview(v)
            #expect(v.window == nil)
        }
        #expect(v.superview == nil)
        v.layoutIfNeeded()
    }

    @Test("Given a layout guide kept after its view is released, it reads no view and a zero frame")
    func layoutGuideOutlivesItsView() {
        var guides: [LayoutGuide] = []
        do {
            let v = ViewNode(frame: Self.frame())
            guides = [v.safeAreaLayoutGuide, v.layoutMarginsGuide, v.readableContentGuide]
            #expect(guides.allSatisfy { $0.owningView === v })
        }
        for guide in guides {
            #expect(guide.owningView == nil)
            #expect(guide.layoutFrame == .zero)
        }
    }

    @Test("Given a top layout guide kept after its controller is released, its length reads 0")
    func topLayoutGuideOutlivesItsController() {
        var guide: LayoutSupport?
        do {
            let controller = ViewControllerNode()
            _ = controller.view
            guide = controller.topLayoutGuide
        }
        #expect(guide!.length == 0)
        guide!.length = 20
        #expect(guide!.length == 20)
    }

    @Test("Given a tree's own clock kept after the tree is released, it advances without it")
    func frameClockOutlivesItsOwner() {
        var clock: FrameClock?
        var ran = false
        do {
            let root = ViewNode(frame: Self.frame())
            root.addSubview(ViewNode(frame: Self.frame()))
            clock = root.frameClock
            clock!.schedule(after: 0) { ran = true }
        }
        clock!.advanceFrame()
        clock!.advanceFrame()
        #expect(ran)
    }

    @Test("Given a window's clock kept after the window is torn down, it advances without it")
    func windowClockOutlivesItsWindow() {
        var clock: FrameClock?
        var finished: Bool?
        do {
            let (window, root) = Self.visibleWindow()
            let v = ViewNode(frame: Self.frame())
            root.view.addSubview(v)
            clock = window.clock
            ViewNode.animate(withDuration: 0.5, animations: { v.alpha = 0 }, completion: { finished = $0 })
            clock!.advanceFrame()
        }
        for _ in 0..<60 { clock!.advanceFrame() }
        #expect(finished == false, "an animation whose window went ends unfinished")
    }

    /// A shown window with a root controller.
    private static func visibleWindow() -> (WindowNode, ViewControllerNode) {
        let window = WindowNode(device: .iPhone15)
        let root = ViewControllerNode()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }
}
