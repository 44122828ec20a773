import Canopy
import Foundation
import Testing

/// The README's tree example, kept compiling and true.
final class InboxController: ViewControllerNode {
    let list = ScrollNode()

    override func viewDidLoad() {
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.contentSize = CGSize(width: view.bounds.width, height: 2000)
        view.addSubview(list)
    }
}

@Suite("README")
struct ReadmeTests {
    @Test("The README's tree example behaves as its comments say")
    func treeExample() {
        let window = WindowNode(device: .iPhone15)
        window.rootViewController = InboxController()
        window.makeKeyAndVisible()
        let list = (window.rootViewController as! InboxController).list
        #expect(list.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        list.simulateSwipe(distance: -300, duration: 0.1)
        #expect(list.isDecelerating)
        window.clock.runUntilIdle()
        #expect(!list.isDecelerating)
        #expect(list.contentOffset.y > 200)
    }

    @Test("The README's diagnostic example reads as printed")
    func diagnosticExample() {
        let view = ViewNode()
        view.accessibilityIdentifier = "header"
        let d = Diagnostics.capture { view.addSubview(view) }
        #expect(d.map(\.description) == ["[view.cycle] Refused addSubview: ViewNode 'header' into ViewNode 'header': a view cannot contain itself."])
    }
}
