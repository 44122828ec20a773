import Canopy
import Foundation
import Testing

@Suite("Tree mutation")
struct TreeTests {
    @Test("Insertion into a window logs move and window callbacks in order")
    func insertionLog() {
        let log = Log()
        let w = LoggingWindow(device: .iPhoneSE, log: log)
        let r = LoggingView("R", log: log)
        w.addSubview(r)
        let v = LoggingView("V", log: log)
        let v2 = LoggingView("C", log: log)
        v.addSubview(v2)
        _ = log.take()
        r.addSubview(v)
        #expect(
            log.take().filter { !$0.contains("safeArea") } == [
                "V.willMove(toSuperview: R)", "V.willMove(toWindow: W)", "C.willMove(toWindow: W)",
                "V.didMoveToWindow()", "C.didMoveToWindow()", "V.didMoveToSuperview()", "R.didAddSubview(V)",
            ])
        #expect(v2.window === w)
    }

    @Test("A move within one window fires no window callbacks")
    func moveWithinWindow() {
        let log = Log()
        let w = WindowNode(device: .iPhoneSE)
        let r = LoggingView("R", log: log), r2 = LoggingView("R2", log: log), v = LoggingView("V", log: log)
        w.addSubview(r); w.addSubview(r2); r.addSubview(v)
        _ = log.take()
        r2.addSubview(v)
        #expect(log.take() == ["V.willMove(toSuperview: R2)", "R.willRemoveSubview(V)", "V.didMoveToSuperview()", "R2.didAddSubview(V)"])
    }

    @Test("Removal logs in order and clears window and safe area")
    func removalLog() {
        let log = Log()
        let w = WindowNode(device: .iPhoneSE)
        let r = LoggingView("R", log: log, frame: R(0, 0, 375, 667))
        let v = LoggingView("V", log: log, frame: R(0, 0, 375, 100))
        let v2 = LoggingView("C", log: log, frame: R(0, 0, 375, 100))
        w.addSubview(r); r.addSubview(v); v.addSubview(v2)
        #expect(v2.safeAreaInsets.top == 20)
        _ = log.take()
        v.removeFromSuperview()
        #expect(
            log.take().filter { !$0.contains("safeArea") } == [
                "V.willMove(toSuperview: nil)", "V.willMove(toWindow: nil)", "C.willMove(toWindow: nil)",
                "R.willRemoveSubview(V)", "V.didMoveToWindow()", "C.didMoveToWindow()", "V.didMoveToSuperview()",
            ])
        #expect(v.window == nil)
        #expect(v2.safeAreaInsets == .zero)
        v.removeFromSuperview()
        #expect(log.take().isEmpty)
    }

    @Test("Cycles and windows as subviews are refused without side effects")
    func cyclesRefused() {
        let log = Log()
        let a = LoggingView("A", log: log), b = LoggingView("B", log: log), c = LoggingView("C", log: log)
        a.addSubview(b); b.addSubview(c)
        _ = log.take()
        let d = Diagnostics.capture { c.addSubview(a) }
        #expect(d.map(\.code) == ["view.cycle"])
        #expect(a.superview == nil)
        #expect(c.subviews.isEmpty)
        #expect(log.take().isEmpty)
        #expect(Diagnostics.capture { a.addSubview(a) }.map(\.code) == ["view.cycle"])
        #expect(Diagnostics.capture { a.addSubview(WindowNode(device: .iPhoneSE)) }.map(\.code) == ["view.windowAsSubview"])
    }

    @Test("Ordering operations keep the documented order")
    func ordering() {
        let p = ViewNode()
        let a = ViewNode(), b = ViewNode(), c = ViewNode(), d = ViewNode(), e = ViewNode(), x = ViewNode(), y = ViewNode()
        for (v, n) in [(a, "A"), (b, "B"), (c, "C"), (d, "D"), (e, "E")] { v.accessibilityIdentifier = n }
        p.addSubview(a); p.addSubview(b); p.addSubview(c)
        func names() -> [String] { p.subviews.map { $0.accessibilityIdentifier ?? "?" } }
        p.insertSubview(d, at: 1); #expect(names() == ["A", "D", "B", "C"])
        p.insertSubview(e, belowSubview: a); #expect(names() == ["E", "A", "D", "B", "C"])
        p.insertSubview(c, aboveSubview: e); #expect(names() == ["E", "C", "A", "D", "B"])
        p.bringSubviewToFront(e); #expect(names() == ["C", "A", "D", "B", "E"])
        p.sendSubviewToBack(b); #expect(names() == ["B", "C", "A", "D", "E"])
        p.addSubview(a); #expect(names() == ["B", "C", "D", "E", "A"])
        #expect(Diagnostics.capture { p.insertSubview(x, at: 9) }.map(\.code) == ["view.indexOutOfRange"])
        let other = ViewNode(); other.addSubview(y)
        #expect(Diagnostics.capture { p.bringSubviewToFront(y) }.map(\.code) == ["view.notASubview"])
        #expect(x.superview == nil)
        #expect(names() == ["B", "C", "D", "E", "A"])
    }

    @Test("A reorder within the same parent fires no hierarchy callbacks")
    func reorderSilent() {
        let log = Log()
        let p = LoggingView("P", log: log), a = LoggingView("A", log: log), b = LoggingView("B", log: log)
        p.addSubview(a); p.addSubview(b)
        _ = log.take()
        p.addSubview(a)
        #expect(log.take().isEmpty)
        #expect(p.subviews.last === a)
    }

    @Test("Moving a view from inside its own willMove(toSuperview:) is refused as re-entrant")
    func reentrantMoveRefused() {
        final class Sneaky: ViewNode {
            var other: ViewNode?
            override func willMove(toSuperview newSuperview: ViewNode?) {
                if newSuperview != nil { other?.addSubview(self) }
            }
        }
        let p = ViewNode(), q = ViewNode(), v = Sneaky()
        v.other = q
        let d = Diagnostics.capture { p.addSubview(v) }
        #expect(d.map(\.code) == ["view.reentrantMove"])
        #expect(v.superview === p)
        #expect(q.subviews.isEmpty)
    }

    @Test("isDescendant(of:) is true for self and ancestors only")
    func descendant() {
        let a = ViewNode(), b = ViewNode(), c = ViewNode()
        a.addSubview(b); b.addSubview(c)
        #expect(c.isDescendant(of: a))
        #expect(c.isDescendant(of: c))
        #expect(!a.isDescendant(of: c))
    }
}

@Suite("Diagnostics and debugging")
struct DiagnosticsTests {
    @Test("Captures are task-local: parallel captures see only their own diagnostics")
    func taskLocalCapture() async {
        await withTaskGroup(of: [String].self) { group in
            for i in 0..<8 {
                group.addTask {
                    let v = ViewNode()
                    v.accessibilityIdentifier = "v\(i)"
                    return Diagnostics.capture { for _ in 0...i { v.addSubview(v) } }.map(\.message)
                }
            }
            for await messages in group {
                let ids = Set(messages.map { $0.split(separator: "'")[1] })
                #expect(ids.count == 1)
            }
        }
    }

    @Test("Nested captures pass diagnostics outward")
    func nested() {
        let v = ViewNode()
        var inner: [Diagnostic] = []
        let outer = Diagnostics.capture {
            inner = Diagnostics.capture { v.addSubview(v) }
        }
        #expect(inner.count == 1 && outer.count == 1)
    }

    @Test("A message names the node and the value")
    func messageNamesNode() {
        let v = ViewNode()
        v.accessibilityIdentifier = "header"
        let d = Diagnostics.capture { v.frame = CGRect(x: 0, y: 0, width: -3, height: 4) }
        #expect(d.first?.message.contains("ViewNode 'header'") == true)
        #expect(d.first?.message.contains("-3") == true)
    }

    @Test("The debug description dumps the subtree with frames and insets")
    func debugDump() {
        let w = WindowNode(device: .iPhoneSE)
        let a = ViewNode(frame: R(0, 0, 375, 100))
        a.accessibilityIdentifier = "A"
        w.addSubview(a)
        #expect(w.debugTreeDescription().contains("  ViewNode 'A' frame=(0,0,375,100) safe=(20,0,0,0)"))
    }

    @Test("Moving between windows of different scale reports a trait change")
    func traitChange() {
        final class TraitView: ViewNode {
            var previous: [CGFloat] = []
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                previous.append(previousTraitCollection?.displayScale ?? -1)
            }
        }
        let v = TraitView()
        let w = WindowNode(device: .iPhoneSE)
        w.addSubview(v)
        #expect(v.previous == [1])
        #expect(v.traitCollection.displayScale == 2)
    }
}
