import Canopy
import Foundation
import Testing

/// A navigation controller whose top controller holds a child controller with a button and a
/// plain view, on an iPhone SE.
private final class Tree {
    final class Container: ViewControllerNode {
        var log: [String] = []
        let child = Child()
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            child.view.frame = CGRect(x: 0, y: 100, width: 375, height: 300)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        func save(_ sender: ButtonNode) { log.append("container save from \(sender.currentTitle ?? "")") }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("container touches ended") }
    }

    final class Child: ViewControllerNode {
        let button = ButtonNode(type: .system)
        let plain = ViewNode(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        var handlesTouches = false
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            button.setTitle("Save", for: .normal)
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
            view.addSubview(button)
            view.addSubview(plain)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            if handlesTouches { log.append("child touches ended") } else { super.touchesEnded(touches, with: event) }
        }
    }

    let container = Container()
    let nav: NavigationControllerNode
    let window = WindowNode(device: .iPhoneSE)

    init() {
        nav = NavigationControllerNode(rootViewController: container)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }
}

/// Controllers in the responder chain as UIKit places them: a root view's next responder is
/// its controller, a controller's is its view's superview (else its parent).
@Suite("Responder chain")
struct ResponderChainTests {
    @Test("From a button the chain runs through the child, the container, the navigation controller and the window")
    func chainOrder() {
        let t = Tree()
        let child = t.container.child
        let chain = child.button.responderChain.map(ObjectIdentifier.init)
        let expected: [AnyObject] = [
            child.button, child.view, child, t.container.view, t.container, t.nav.view, t.nav, t.window,
        ]
        #expect(chain == expected.map(ObjectIdentifier.init))
        #expect(child.view.next === child)
        #expect(child.next === t.container.view)
        #expect(t.nav.next === t.window)
    }

    @Test("A controller whose view is in no tree passes to its parent")
    func detachedRootView() {
        let t = Tree()
        let child = t.container.child
        child.view.removeFromSuperview()
        #expect(child.next === t.container)
        #expect(ViewControllerNode().next == nil)
    }

    @Test("Touches a plain view leaves unhandled reach the child controller, or the container when the child passes them on")
    func touchesWalkControllers() {
        let t = Tree()
        let child = t.container.child
        // The plain view sits at (20, 100) in the child's view, which sits at y 100.
        let point = child.plain.convert(CGPoint(x: 50, y: 50), to: t.window)
        child.handlesTouches = true
        t.window.tap(at: point)
        #expect(child.log == ["child touches ended"])
        #expect(t.container.log.isEmpty)
        child.handlesTouches = false
        t.window.tap(at: point)
        #expect(t.container.log == ["container touches ended"])
    }

    @Test("A nil-targeted action goes to the first controller of the method's type along the button's chain")
    func nilTargetAction() {
        let t = Tree()
        let button = t.container.child.button
        button.addTarget(nil as Tree.Container?, action: Tree.Container.save, for: .touchUpInside)
        t.window.tap(at: button.convert(CGPoint(x: 50, y: 22), to: t.window))
        #expect(t.container.log == ["container save from Save"])
        #expect(button.sendAction(Tree.Container.save, to: nil))
        #expect(t.container.log.count == 2)
    }

    @Test("With no responder of the method's type, the action is skipped and reported")
    func noResponder() {
        final class Elsewhere { func go(_ sender: ButtonNode) {} }
        let t = Tree()
        let button = t.container.child.button
        let codes = Diagnostics.capture { #expect(!button.sendAction(Elsewhere.go, to: nil)) }.map(\.code)
        #expect(codes == ["control.noResponder"])
    }
}
