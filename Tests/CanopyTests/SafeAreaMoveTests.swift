import Canopy
import Foundation
import Testing

/// A view that logs its safe-area callbacks and can run code from them.
private final class ReactingView: ViewNode {
    let name: String
    let log: Log
    var onSafeAreaChange: (() -> Void)?

    init(_ name: String, log: Log, frame: CGRect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    override func safeAreaInsetsDidChange() {
        log.add("\(name) \(safeAreaInsets.top)")
        onSafeAreaChange?()
    }
}

/// A controller that records the width of its view whenever the status bar is resolved.
private final class WidthReadingController: ViewControllerNode {
    var widthsSeen: [CGFloat] = []
    override var prefersStatusBarHidden: Bool {
        widthsSeen.append(viewIfLoaded?.bounds.width ?? -1)
        return false
    }
}

@Suite("Safe area after moves and resizes")
struct SafeAreaMoveTests {
    /// A visible iPhone 15 (top inset 59, bottom 34) with a container holding a child that
    /// holds a grandchild, each at the top of its parent.
    struct Chain {
        let log = Log()
        let window: WindowNode
        let root: ViewControllerNode
        fileprivate let container: ReactingView
        fileprivate let child: ReactingView
        fileprivate let grandchild: ReactingView

        init(containerY: CGFloat) {
            (window, root) = visibleWindow(.iPhone15)
            container = ReactingView("container", log: log, frame: R(0, containerY, 393, 100))
            child = ReactingView("child", log: log, frame: R(0, 0, 393, 40))
            grandchild = ReactingView("grandchild", log: log, frame: R(0, 0, 393, 20))
            root.view.addSubview(container)
            container.addSubview(child)
            child.addSubview(grandchild)
            window.layoutIfNeeded()
            _ = log.take()
        }
    }

    @Test("Moving a view inside the safe rectangle changes no inset and sends no callback")
    func moveInsideSafeRect() {
        // Given a container well below the status bar
        let t = Chain(containerY: 200)
        // When it moves down by 100 points
        t.container.center = P(t.container.center.x, t.container.center.y + 100)
        // Then every inset stays zero and nothing is called back
        #expect(t.container.safeAreaInsets == .zero)
        #expect(t.child.safeAreaInsets == .zero)
        #expect(t.grandchild.safeAreaInsets == .zero)
        #expect(t.log.take().isEmpty)
    }

    @Test("Moving a view under the status bar updates every view below it, in pre-order")
    func moveIntoUnsafeRegion() {
        // Given a container well below the status bar
        let t = Chain(containerY: 200)
        // When it moves to the top of the screen
        t.container.center = P(t.container.center.x, 50)
        // Then each view reaches into the status bar's region as far as its height allows
        #expect(t.container.safeAreaInsets.top == 59)
        #expect(t.child.safeAreaInsets.top == 40)
        #expect(t.grandchild.safeAreaInsets.top == 20)
        #expect(t.log.take() == ["container 59.0", "child 40.0", "grandchild 20.0"])
    }

    @Test("A sideways move under the status bar keeps the insets below and calls nothing")
    func sidewaysMoveKeepsInsets() {
        // Given a container at the top of the screen
        let t = Chain(containerY: 0)
        #expect(t.grandchild.safeAreaInsets.top == 20)
        // When it moves sideways only
        t.container.center = P(t.container.center.x + 10, t.container.center.y)
        // Then its top inset and those below it stay, and nothing is called back
        #expect(t.container.safeAreaInsets.top == 59)
        #expect(t.child.safeAreaInsets.top == 40)
        #expect(t.grandchild.safeAreaInsets.top == 20)
        #expect(t.log.take().isEmpty)
    }

    @Test("A size change autoresizes the subtree and updates the insets it changes")
    func resizeAutoresizesAndUpdates() {
        // Given a container at the top whose child stretches with its height and bottom margin
        let t = Chain(containerY: 0)
        t.child.autoresizingMask = [.flexibleHeight, .flexibleBottomMargin]
        // When the container shrinks from 100 to 50 points (around its centre, so its frame
        // becomes y 25 to 75)
        t.container.bounds = R(0, 0, 393, 50)
        // Then the child takes its share of the change (40 of 100 flexible points: 20) and
        // its inset follows its new height; the grandchild keeps its frame and its inset
        #expect(t.container.safeAreaInsets.top == 34)
        #expect(t.child.frame == R(0, 0, 393, 20))
        #expect(t.child.needsLayout && !t.grandchild.needsLayout)
        #expect(t.child.safeAreaInsets.top == 20)
        #expect(t.grandchild.safeAreaInsets.top == 20)
        #expect(t.log.take() == ["container 34.0", "child 20.0"])
    }

    @Test("A view moved from a safe-area callback notifies the views waiting below it at once")
    func moveFromCallbackNotifiesWaitingViews() {
        // Given two containers at the top of the screen, the second with a child, both waiting
        // for a callback after the status bar hides on a device without a sensor housing
        let log = Log()
        let window = WindowNode(device: .iPhoneSE)
        let root = StatusBarController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let first = ReactingView("first", log: log, frame: R(0, 0, 375, 100))
        let second = ReactingView("second", log: log, frame: R(0, 0, 375, 100))
        let inner = ReactingView("inner", log: log, frame: R(0, 0, 375, 10))
        root.view.addSubview(first)
        root.view.addSubview(second)
        second.addSubview(inner)
        first.onSafeAreaChange = {
            // A sideways move leaves the second container's inset as stored.
            second.center = P(second.center.x + 1, second.center.y)
            log.add("first done")
        }
        _ = log.take()
        // When the status bar hides
        root.prefersStatusBarHidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        // Then the move inside the first callback notifies the second container and its child
        // before that callback returns
        #expect(log.take() == ["first 0.0", "second 0.0", "inner 0.0", "first done"])
    }

    @Test("A device change asks for the status-bar preference before the views resize")
    func statusBarResolvedBeforeResize() {
        // Given a controller that reads its view's width when asked about the status bar
        let window = WindowNode(device: .iPhone15)
        let controller = WidthReadingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.widthsSeen = []
        // When the device turns to landscape
        window.device = .iPhone15Landscape
        // Then the preference was read while the view still had its portrait width
        #expect(controller.widthsSeen == [DeviceProfile.iPhone15.size.width])
        #expect(controller.view.bounds.width == DeviceProfile.iPhone15Landscape.size.width)
    }
}
