import Canopy
import Foundation
import Testing

/// Names every event a control sends, in order.
final class EventLog {
    var names: [String] = []
    static let all: [(ControlNode.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
        (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
        (.touchCancel, "cancel"), (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
    ]
    func attach(_ control: ControlNode) {
        for (event, name) in Self.all {
            control.addAction(Action { [weak self] _ in self?.names.append(name) }, for: event)
        }
    }
}

@Suite("Control tracking and actions")
struct ControlTrackingTests {
    func scene<C: ControlNode>(_ control: C, at frame: CGRect = R(100, 100, 80, 40)) -> (WindowNode, C, EventLog) {
        let w = touchWindow()
        control.frame = frame
        w.addSubview(control)
        let log = EventLog()
        log.attach(control)
        return (w, control, log)
    }

    @Test("A tap on a button sends touchDown, touchUpInside, then primaryActionTriggered, highlighting it while down")
    func buttonTap() throws {
        let (w, b, log) = scene(ButtonNode(type: .system))
        let t = try #require(w.beginTouch(at: P(120, 120)))
        #expect(b.isHighlighted && b.isTracking && b.state == .highlighted)
        w.endTouch(t)
        #expect(!b.isHighlighted && !b.isTracking)
        #expect(log.names == ["down", "upInside", "primary"])
    }

    @Test("A finger may wander 70 points off the control and still tap it; beyond that it exits and lifts outside")
    func slop() throws {
        let (w, _, log) = scene(ButtonNode(type: .system))
        let t = try #require(w.beginTouch(at: P(120, 120)))
        w.moveTouch(t, to: P(120, 205))  // 65 points below the bottom edge
        w.moveTouch(t, to: P(120, 215))  // 75 points below
        w.moveTouch(t, to: P(120, 130))
        w.moveTouch(t, to: P(120, 300))
        w.endTouch(t)
        #expect(log.names == ["down", "dragInside", "exit", "dragOutside", "enter", "dragInside", "exit", "dragOutside", "upOutside"])
    }

    @Test("A repeated tap sends touchDownRepeat with touchDown")
    func downRepeat() {
        let (w, _, log) = scene(ButtonNode(type: .system))
        w.tap(at: P(120, 120), count: 2)
        #expect(log.names == ["down", "upInside", "primary", "down", "downRepeat", "upInside", "primary"])
    }

    @Test("A disabled control sends nothing and passes its touches up the chain")
    func disabled() {
        let w = touchWindow()
        let parent = TouchRecorder("parent", frame: R(0, 0, 300, 300))
        w.addSubview(parent)
        let b = ButtonNode(type: .system)
        b.frame = R(10, 10, 80, 40)
        parent.addSubview(b)
        let log = EventLog()
        log.attach(b)
        b.isEnabled = false
        #expect(b.state == .disabled)
        w.tap(at: P(20, 20))
        #expect(log.names.isEmpty)
        #expect(parent.log == ["parent began (20, 20) n=1", "parent ended (20, 20) n=1"])
    }

    @Test("A button's tap wins over a single-tap recognizer on its superview; a double tap there still works")
    func controlBeatsAncestorTap() {
        let w = touchWindow()
        let parent = ViewNode(frame: R(0, 0, 300, 300))
        w.addSubview(parent)
        let b = ButtonNode(type: .system)
        b.frame = R(10, 10, 80, 40)
        parent.addSubview(b)
        var fired: [String] = []
        parent.addGestureRecognizer(TapGestureRecognizer { _ in fired.append("parent tap") })
        b.addAction(Action { _ in fired.append("button") }, for: .touchUpInside)
        w.tap(at: P(20, 20))
        #expect(fired == ["button"])
        fired = []
        w.tap(at: P(200, 200))
        #expect(fired == ["parent tap"])
    }

    @Test("A scroll that starts under a finger on a button cancels the button's touch")
    func scrollCancelsButton() {
        let w = touchWindow()
        let sv = ScrollNode(frame: R(0, 0, 320, 568))
        sv.contentSize = CGSize(width: 320, height: 3000)
        w.addSubview(sv)
        let b = ButtonNode(type: .system)
        b.frame = R(10, 300, 200, 44)
        sv.addSubview(b)
        let log = EventLog()
        log.attach(b)
        w.perform(TouchSequence().down(at: P(50, 320)).move(to: P(50, 200), over: 0.2).up())
        #expect(log.names.first == "down")
        #expect(log.names.last == "cancel")
        #expect(!log.names.contains("upInside"))
        #expect(sv.contentOffset.y > 0)
    }

    @Test("Target-action pairs call methods on live targets in order; nil targets search the responder chain; released targets are skipped")
    func targets() {
        final class Screen {
            var calls: [String] = []
            func tapped(_ sender: ButtonNode) { calls.append("tapped \(sender.currentTitle ?? "")") }
            func plain() { calls.append("plain") }
            func wrongSender(_ sender: SwitchNode) { calls.append("wrong") }
        }
        let (w, b, _) = scene(ButtonNode(type: .system))
        b.setTitle("OK", for: .normal)
        let screen = Screen()
        b.addTarget(screen, action: Screen.tapped, for: .touchUpInside)
        b.addTarget(screen, action: Screen.plain, for: .touchUpInside)
        var gone: Screen? = Screen()
        b.addTarget(gone, action: Screen.plain, for: .touchUpInside)
        gone = nil
        let codes = Diagnostics.capture {
            b.addTarget(nil as Screen?, action: Screen.plain, for: .touchUpInside)
            b.addTarget(screen, action: Screen.wrongSender, for: .touchUpInside)
            w.tap(at: P(120, 120))
        }.map(\.code)
        // The nil-targeted action finds no Screen along the button's responder chain.
        #expect(codes == ["control.noResponder", "control.senderType"])
        #expect(screen.calls == ["tapped OK", "plain"])
        b.removeTarget(screen, for: .touchUpInside)
        w.tap(at: P(120, 120))
        #expect(screen.calls.count == 2)
    }

    @Test("An action added twice under one identifier replaces the first; a thousand targets all run in order")
    func manyActions() {
        let (w, b, _) = scene(ButtonNode(type: .system))
        var order: [Int] = []
        for i in 0..<1_000 { b.addAction(Action { _ in order.append(i) }, for: .touchUpInside) }
        b.addAction(Action(identifier: "x") { _ in order.append(-1) }, for: .touchUpInside)
        b.addAction(Action(identifier: "x") { _ in order.append(-2) }, for: .touchUpInside)
        w.tap(at: P(120, 120))
        #expect(order == Array(0..<1_000) + [-2])
    }

    @Test("An action that removes its own button from the window, releasing it, finishes safely")
    func actionRemovesControl() {
        let w = touchWindow()
        var b: ButtonNode? = ButtonNode(type: .system)
        b!.frame = R(10, 10, 80, 40)
        w.addSubview(b!)
        var after = 0
        b!.addAction(Action { a in (a.sender as? ViewNode)?.removeFromSuperview() }, for: .touchUpInside)
        b!.addAction(Action { _ in after += 1 }, for: .touchUpInside)
        weak let weakButton = b
        b = nil
        w.tap(at: P(20, 20))
        #expect(after == 1)
        #expect(weakButton == nil)
        w.tap(at: P(20, 20))
        #expect(after == 1)
    }

    @Test("An action that pops the controller owning its button finishes safely and the pop happens")
    func actionPopsController() {
        let w = touchWindow()
        let root = ViewControllerNode()
        let nav = NavigationControllerNode(rootViewController: root)
        w.rootViewController = nav
        var detail: ViewControllerNode? = ViewControllerNode()
        nav.pushViewController(detail!, animated: false)
        let b = ButtonNode(type: .system)
        b.frame = R(10, 200, 80, 40)
        detail!.view.addSubview(b)
        b.addAction(Action { [weak nav] _ in nav?.popViewController(animated: true) }, for: .touchUpInside)
        weak let weakDetail = detail
        detail = nil
        w.tap(at: P(20, 220))
        #expect(nav.viewControllers.count == 1)
        #expect(weakDetail == nil || weakDetail?.view.window == nil)
    }

    @Test("An action that re-sends its own event is stopped after a bounded depth")
    func reentrantSend() {
        let (w, b, _) = scene(ButtonNode(type: .system))
        var depth = 0
        b.addAction(
            Action { a in
                depth += 1
                (a.sender as? ControlNode)?.sendActions(for: .valueChanged)
            }, for: .valueChanged)
        let codes = Diagnostics.capture { b.sendActions(for: .valueChanged) }.map(\.code)
        #expect(depth == ControlNode.maximumActionNesting)
        #expect(codes == ["control.reentrantActions"])
        _ = w
    }

    @Test("Tapping a switch flips it on the clock and sends valueChanged then primaryActionTriggered")
    func switchTap() throws {
        let (w, s, log) = scene(SwitchNode(), at: R(100, 100, 0, 0))
        #expect(s.frame.size == CGSize(width: 51, height: 31))
        let t = try #require(w.beginTouch(at: P(110, 110)))
        w.endTouch(t)
        #expect(s.isOn)
        #expect(s.thumbPosition == 0)
        var positions: [CGFloat] = []
        while !w.clock.isIdle {
            w.clock.advanceFrame()
            positions.append(s.thumbPosition)
        }
        #expect(positions.count == 15)  // a quarter second at 60 frames per second
        #expect(positions == positions.sorted())
        #expect(positions.last == 1)
        #expect(log.names == ["down", "valueChanged", "primary", "upInside"])
        s.setOn(false, animated: false)
        #expect(s.thumbPosition == 0 && !s.isOn)
        #expect(log.names.count == 4)  // setting it sends nothing
    }

    @Test("Tapping a segment selects it and sends valueChanged once; bad indices are refused")
    func segmentTap() {
        let seg = SegmentedControlNode(items: ["One", "Two", "Three"])
        let (w, s, log) = scene(seg, at: R(10, 100, 300, 32))
        #expect(s.intrinsicContentSize.height == 32)
        w.tap(at: P(160, 110))
        #expect(s.selectedSegmentIndex == 1)
        w.tap(at: P(160, 110))
        #expect(log.names.filter { $0 == "valueChanged" }.count == 1)
        let codes = Diagnostics.capture {
            s.selectedSegmentIndex = 7
            s.removeSegment(at: -1, animated: false)
            s.setTitle("x", forSegmentAt: 3)
        }.map(\.code)
        #expect(codes == ["control.segmentIndex", "control.segmentIndex", "control.segmentIndex"])
        s.insertSegment(withTitle: "Zero", at: -5, animated: false)
        #expect(s.titleForSegment(at: 0) == "Zero")
        #expect(s.selectedSegmentIndex == 2)  // the selection moved with its segment
        s.removeSegment(at: 2, animated: false)
        #expect(s.selectedSegmentIndex == SegmentedControlNode.noSegment)
    }

    @Test("Dragging a slider's thumb moves its value with the finger; a touch on the track away from it does nothing")
    func sliderDrag() throws {
        let slider = SliderNode()
        let (w, s, log) = scene(slider, at: R(10, 100, 228, 30))  // 200 points of thumb travel
        s.value = 0.25
        w.perform(TouchSequence().down(at: P(200, 115)).move(to: P(220, 115), over: 0.1).up())
        #expect(s.value == 0.25)
        let thumb = s.convert(s.thumbRect, to: w)
        w.perform(TouchSequence().down(at: P(thumb.midX, thumb.midY)).move(to: P(thumb.midX + 100, thumb.midY), over: 0.1).up())
        #expect(abs(s.value - 0.75) < 1e-5)
        #expect(log.names.filter { $0 == "valueChanged" }.count >= 1)
        let codes = Diagnostics.capture {
            s.minimumValue = 5
            s.value = .nan
        }.map(\.code)
        #expect(codes == ["control.invalidRange", "geometry.nonFinite"])
    }

    @Test("Controls are sized by their intrinsic content size")
    func intrinsicSizes() {
        let b = ButtonNode(configuration: .filled())
        b.configuration?.title = "Button"
        let label = LabelNode()
        label.font = .system(size: 17)
        label.text = "Button"
        let text = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(b.intrinsicContentSize == CGSize(width: text.width + 24, height: text.height + 14))
        let system = ButtonNode(type: .system)
        system.setTitle("Button", for: .normal)
        label.font = .system(size: 15)
        let small = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(system.intrinsicContentSize == CGSize(width: small.width, height: small.height + 12))
        #expect(SwitchNode().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(SliderNode().intrinsicContentSize.height == 30)
        let field = TextFieldNode()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        #expect(field.intrinsicContentSize.height == 34)
    }
}

@Suite("Touches during animations")
struct TouchesDuringAnimationTests {
    @Test("A tap on a switch mid-slide turns it back from where the thumb is, and a tap during a push is delivered safely")
    func tapsDuringAnimations() {
        let w = touchWindow()
        let s = SwitchNode(frame: R(100, 100, 0, 0))
        w.addSubview(s)
        w.perform(TouchSequence().down(at: P(110, 110)).up())  // settles: the switch is on
        #expect(s.isOn && s.thumbPosition == 1)
        let t = w.beginTouch(at: P(110, 110))
        w.clock.advanceFrame()
        if let t { w.endTouch(t) }  // off, animating
        w.clock.advance(by: 0.1)
        let midway = s.thumbPosition
        #expect(midway > 0 && midway < 1)
        w.tap(at: P(110, 110))  // back on, from the midway position
        #expect(s.isOn && s.thumbPosition == 1)

        let root = ViewControllerNode()
        let nav = NavigationControllerNode(rootViewController: root)
        w.rootViewController = nav
        var taps = 0
        let b = ButtonNode(type: .system)
        b.frame = R(10, 200, 100, 44)
        b.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(b)
        nav.pushViewController(ViewControllerNode(), animated: true)
        let codes = Diagnostics.capture { w.tap(at: P(20, 220)) }.map(\.code)
        #expect(codes.isEmpty)
        #expect(nav.viewControllers.count == 2)
        _ = taps
    }
}
