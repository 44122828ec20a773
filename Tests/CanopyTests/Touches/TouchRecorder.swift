import Canopy
import Foundation

/// A view that records every touch call it gets, as "<name> <phase> (x, y) t=<time> n=<tapCount>".
final class TouchRecorder: ViewNode {
    let name: String
    var log: [String]
    var forwards = false

    init(_ name: String, frame: CGRect, log: [String] = []) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    private func record(_ phase: String, _ touches: Set<Touch>) {
        for t in touches {
            let p = t.location(in: self)
            log.append("\(name) \(phase) (\(Int(p.x)), \(Int(p.y))) n=\(t.tapCount)")
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        record("began", touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        record("moved", touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        record("ended", touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        record("cancelled", touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A visible iPhone SE window (320 × 568 points) for touch tests.
func touchWindow() -> WindowNode {
    let w = WindowNode(device: .iPhoneSE)
    w.makeKeyAndVisible()
    return w
}
