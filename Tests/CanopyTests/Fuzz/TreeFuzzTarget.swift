import Canopy
import CanopyFuzzSupport
import Foundation

/// A controller whose status-bar preference the fuzz flips.
final class FuzzController: ViewControllerNode {
    var hidesStatusBar = false
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
}

/// Drives a window, a pool of views (plain, scroll, label) and controllers (plain and
/// navigation) through every public property and call, legal or not, with hostile values.
final class TreeFuzzTarget: FuzzTarget {
    let window: WindowNode
    /// Views the fuzz moves, resizes and scrolls; none is a controller's root view.
    var views: [ViewNode] = []
    /// Controllers that may become the window's root; never children of another controller.
    let roots: [ViewControllerNode]
    /// Controllers for containment and navigation stacks.
    let children: [FuzzController]
    let navigation: NavigationControllerNode

    init(seed: UInt64) {
        var rng = FuzzRandom(seed: seed ^ 0x5EED)
        window = WindowNode(device: rng.pick(DeviceProfile.all))
        children = (0..<4).map { _ in FuzzController() }
        navigation = NavigationControllerNode(rootViewController: FuzzController())
        roots = [FuzzController(), FuzzController(), navigation]
        for i in 0..<14 {
            let v: ViewNode
            switch i % 3 {
            case 0: v = ViewNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            case 1: v = ScrollNode(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
            default:
                // Fixed metrics: the process-wide ones may be the renderer's font engine, which
                // other tests share, and these labels get hostile font sizes.
                let label = LabelNode(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
                label.textMetrics = FixedTextMetrics()
                v = label
            }
            v.accessibilityIdentifier = "v\(i)"
            views.append(v)
        }
        window.rootViewController = roots[0]
        window.makeKeyAndVisible()
        statusBarObservation = window.addStatusBarObserver { [unowned self] _ in self.notifications += 1 }
    }

    /// Every view the fuzz can reach: the pool, the window and the controllers' root views.
    var allViews: [ViewNode] {
        var result = views + [window]
        for c in roots + children + navigation.viewControllers { if let v = c.viewIfLoaded { result.append(v) } }
        return result
    }

    func step(rng: inout FuzzRandom) -> FuzzStep {
        let v = rng.pick(views)
        let any = rng.pick(allViews)
        let name = v.accessibilityIdentifier ?? "?"
        let n = rng.hostileNumber(), m = rng.hostileNumber(), w = rng.hostileSize(), h = rng.hostileSize()
        switch Int.random(in: 0..<40, using: &rng) {
        case 0, 1: return FuzzStep(name: "\(any.diagnosticName).addSubview(\(name))") { any.addSubview(v) }
        case 2:
            let i = Int.random(in: -2...6, using: &rng)
            return FuzzStep(name: "\(any.diagnosticName).insertSubview(\(name), at: \(i))") { any.insertSubview(v, at: i) }
        case 3:
            let s = rng.pick(views)
            let above = rng.chance(0.5)
            return FuzzStep(name: "\(any.diagnosticName).insertSubview(\(name), \(above ? "above" : "below"): \(s.diagnosticName))") {
                if above { any.insertSubview(v, aboveSubview: s) } else { any.insertSubview(v, belowSubview: s) }
            }
        case 4: return FuzzStep(name: "\(name).removeFromSuperview()") { v.removeFromSuperview() }
        case 5:
            let front = rng.chance(0.5)
            return FuzzStep(name: "\(any.diagnosticName).\(front ? "bringSubviewToFront" : "sendSubviewToBack")(\(name))") {
                if front { any.bringSubviewToFront(v) } else { any.sendSubviewToBack(v) }
            }
        case 6: return FuzzStep(name: "\(name).window.addSubview / root view add (\(name))") { self.window.addSubview(v) }
        case 7, 8:
            let r = CGRect(x: n, y: m, width: w, height: h)
            return FuzzStep(name: "\(name).frame = \(r)") { v.frame = r }
        case 9:
            let r = CGRect(x: n, y: m, width: w, height: h)
            return FuzzStep(name: "\(name).bounds = \(r)") { v.bounds = r }
        case 10: return FuzzStep(name: "\(name).center = (\(n), \(m))") { v.center = CGPoint(x: n, y: m) }
        case 11:
            let t = rng.chance(0.5) ? AffineTransform(translationByX: n, byY: m) : AffineTransform(m11: w, m12: 0, m21: 0, m22: h, tX: n, tY: 0)
            return FuzzStep(name: "\(name).transform = \(t)") { v.transform = t }
        case 12:
            let mask = AutoresizingMask(rawValue: UInt(Int.random(in: 0..<64, using: &rng)))
            let on = rng.chance(0.8)
            return FuzzStep(name: "\(name).autoresizingMask = \(mask.rawValue), autoresizesSubviews = \(on)") {
                v.autoresizingMask = mask
                v.autoresizesSubviews = on
            }
        case 13:
            return FuzzStep(name: "\(name) appearance \(n), \(w)") {
                v.alpha = n
                v.isHidden = w > 500
                v.clipsToBounds = h > 300
                v.cornerRadius = n
                v.borderWidth = m
                v.shadowOpacity = Float(w)
                v.shadowRadius = h
                v.shadowOffset = CGSize(width: n, height: m)
                v.isUserInteractionEnabled = m < 900
            }
        case 14:
            let insets = EdgeInsets(top: n, left: w, bottom: m, right: h)
            return FuzzStep(name: "\(name).layoutMargins = \(insets)") {
                v.layoutMargins = insets
                v.insetsLayoutMarginsFromSafeArea.toggle()
            }
        case 15: return FuzzStep(name: "\(any.diagnosticName).layoutIfNeeded()") { any.layoutIfNeeded() }
        case 16: return FuzzStep(name: "\(name).sizeToFit()") { v.sizeToFit() }
        case 17:
            let p = CGPoint(x: n, y: m)
            return FuzzStep(name: "\(any.diagnosticName).hitTest(\(p))") {
                if let hit = any.hitTest(p), !hit.isDescendant(of: any) {
                    self.extraViolations.append("hitTest returned \(hit.diagnosticName), not in \(any.diagnosticName)'s subtree")
                }
                _ = any.convert(p, to: v)
                _ = v.convert(CGRect(x: n, y: m, width: w, height: h), from: nil)
            }
        case 18:
            return FuzzStep(name: "\(any.diagnosticName) read-only API, debugTreeDescription()") {
                _ = any.debugTreeDescription()
                _ = any.safeAreaLayoutGuide.layoutFrame
                _ = any.layoutMarginsGuide.layoutFrame
                _ = any.effectiveLayoutMargins
                _ = any.traitCollection
                _ = any.sizeThatFits(CGSize(width: w, height: h))
                _ = self.window.statusBarFrame
                _ = self.window.statusBarHeight
                var count = 0
                any.forEachInSubtree { _ in count += 1 }
                for c in self.roots + self.children where c.isViewLoaded { _ = c.topLayoutGuide.length }
                self.observations.append(any.addSafeAreaObserver { _ in self.notifications += 1 })
                if let scroll = any as? ScrollNode {
                    self.observations.append(scroll.observeContentOffset { _ in self.notifications += 1 })
                    _ = scroll.effectiveScrollIndicatorInsets
                    _ = scroll.clampedContentOffset(CGPoint(x: n, y: m))
                }
                if self.observations.count > 40 { self.observations.removeFirst(20) }
            }
        case 19...25: return scrollStep(rng: &rng, n: n, m: m, w: w, h: h)
        case 26:
            guard let label = views.compactMap({ $0 as? LabelNode }).randomElement(using: &rng) else { break }
            let length = rng.pick([0, 1, 10, 200, 3_000])
            let text = String(repeating: rng.pick(["a", " ", "é", "W\n", "👍🏽"]), count: length)
            let lines = Int.random(in: -1...3, using: &rng)
            return FuzzStep(name: "\(label.diagnosticName).text = \(length) chars, size \(w), lines \(lines)") {
                label.text = text
                label.font = .system(size: w)
                label.numberOfLines = lines
                _ = label.sizeThatFits(CGSize(width: h, height: n))
                _ = TextLayout.drawnLines(text, font: label.font, size: label.bounds.size, numberOfLines: lines, metrics: FixedTextMetrics())
            }
        case 27:
            let device =
                rng.chance(0.8)
                ? rng.pick(DeviceProfile.all)
                : DeviceProfile(
                    name: "custom", size: CGSize(width: w, height: h), scale: n, safeAreaInsets: EdgeInsets(top: m, left: 0, bottom: 0, right: 0),
                    statusBarHeight: w)
            return FuzzStep(name: "window.device = \(device)") { self.window.device = device }
        case 28:
            let c = rng.pick(children + roots.compactMap { $0 as? FuzzController })
            return FuzzStep(name: "\(c.diagnosticName) hides status bar, update") {
                c.hidesStatusBar.toggle()
                c.setNeedsStatusBarAppearanceUpdate()
            }
        case 29:
            let insets = EdgeInsets(top: w, left: 0, bottom: h, right: 0)
            let c = rng.pick(children + roots)
            return FuzzStep(name: "\(c.diagnosticName).additionalSafeAreaInsets = \(insets)") { c.additionalSafeAreaInsets = insets }
        case 30:
            let root: ViewControllerNode? = rng.chance(0.1) ? nil : rng.pick(roots)
            return FuzzStep(name: "window.rootViewController = \(root?.diagnosticName ?? "nil")") { self.window.rootViewController = root }
        case 31:
            let hide = rng.chance(0.3)
            return FuzzStep(name: hide ? "window.isHidden = true" : "window.makeKeyAndVisible()") {
                if hide { self.window.isHidden = true } else { self.window.makeKeyAndVisible() }
            }
        case 32:
            let parent = rng.pick(roots.filter { !($0 is NavigationControllerNode) })
            let child = rng.pick(children)
            let add = rng.chance(0.6)
            return FuzzStep(name: add ? "\(parent.diagnosticName) contains \(child.diagnosticName)" : "\(child.diagnosticName) leaves its parent") {
                guard child.navigationController == nil else { return }
                if add {
                    parent.addChild(child)
                    parent.view.addSubview(child.view)
                    child.didMove(toParent: parent)
                } else {
                    child.willMove(toParent: nil)
                    child.viewIfLoaded?.removeFromSuperview()
                    child.removeFromParent()
                }
            }
        case 33:
            let c = rng.pick(children)
            let push = rng.chance(0.5)
            let animated = rng.chance(0.3)
            return FuzzStep(name: push ? "navigation.push(\(c.diagnosticName))" : "navigation.pop()") {
                if push {
                    if c.parent == nil { self.navigation.pushViewController(c, animated: animated) }
                } else {
                    self.navigation.popViewController(animated: animated)
                }
            }
        case 34:
            let hidden = rng.chance(0.5), animated = rng.chance(0.5), translucent = rng.chance(0.5)
            return FuzzStep(name: "navigation.setNavigationBarHidden(\(hidden), animated: \(animated))") {
                self.navigation.setNavigationBarHidden(hidden, animated: animated)
                self.navigation.isNavigationBarTranslucent = translucent
            }
        case 35:
            let c = rng.pick(children + roots)
            let appearing = rng.chance(0.5)
            return FuzzStep(name: "\(c.diagnosticName).beginAppearanceTransition(\(appearing))") {
                c.beginAppearanceTransition(appearing, animated: false)
                if appearing { c.endAppearanceTransition() }
            }
        case 36: return FuzzStep(name: "clock.advanceFrame()") { self.window.clock.advanceFrame() }
        case 37:
            let seconds = rng.pick([0, 0.016, 0.3, 2, 1e6, 1e300, -1, .nan])
            return FuzzStep(name: "clock.advance(by: \(seconds))") { self.window.clock.advance(by: seconds) }
        case 38: return FuzzStep(name: "clock.runUntilIdle(maxFrames: 300)") { self.window.clock.runUntilIdle(maxFrames: 300) }
        default:
            let d = rng.pick([0.016, 0.5, 1.0 / 3])
            return FuzzStep(name: "clock.frameDuration = \(d)") { self.window.clock.frameDuration = d }
        }
        return FuzzStep(name: "nothing") {}
    }

    private func scrollStep(rng: inout FuzzRandom, n: CGFloat, m: CGFloat, w: CGFloat, h: CGFloat) -> FuzzStep {
        guard let s = views.compactMap({ $0 as? ScrollNode }).randomElement(using: &rng) else { return FuzzStep(name: "nothing") {} }
        let name = s.diagnosticName
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: return FuzzStep(name: "\(name).contentSize = (\(w), \(h))") { s.contentSize = CGSize(width: w, height: h) }
        case 1:
            let insets = EdgeInsets(top: n, left: 0, bottom: m, right: w)
            return FuzzStep(name: "\(name).contentInset = \(insets)") { s.contentInset = insets }
        case 2:
            let animated = rng.chance(0.5)
            return FuzzStep(name: "\(name).setContentOffset((\(n), \(m)), animated: \(animated))") {
                s.setContentOffset(CGPoint(x: n, y: m), animated: animated)
            }
        case 3:
            let behaviour = rng.pick(ContentInsetAdjustmentBehavior.allCases)
            let rate = rng.pick([0.998, 0.99, n])
            return FuzzStep(name: "\(name) settings \(behaviour), rate \(rate)") {
                s.contentInsetAdjustmentBehavior = behaviour
                s.alwaysBounceVertical = n > 0
                s.alwaysBounceHorizontal = m > 500
                s.isPagingEnabled = w > 600
                s.bounces = h < 900
                s.decelerationRate = rate
                s.isScrollEnabled = n < 1000
            }
        case 4:
            let distance = n, velocity = CGPoint(x: m / 100, y: n / 100)
            return FuzzStep(name: "\(name) drag by \(distance), release at \(velocity)") {
                s.beginDragging()
                s.drag(by: distance)
                s.endDragging(velocity: velocity)
            }
        case 5:
            let duration = rng.pick([0.05, 0.2, 1e-300 / 1e20, 0, -1, 0.016])
            return FuzzStep(name: "\(name).simulateSwipe(distance: \(n), duration: \(duration))") {
                s.simulateSwipe(distance: n, duration: duration)
            }
        case 6: return FuzzStep(name: "\(name).isTracking toggled") { s.isTracking.toggle() }
        default:
            return FuzzStep(name: "\(name) fling then settle") {
                s.simulateSwipe(distance: n, duration: 0.1)
                self.window.clock.runUntilIdle(maxFrames: 240)
            }
        }
    }

    /// Observers registered by the fuzz (they only count), and how often they were called.
    var observations: [AnyObject] = []
    var notifications = 0
    var statusBarObservation: StatusBarObservation?

    /// Violations noticed while performing a step (the hit test's answer).
    var extraViolations: [String] = []

    func invariantViolations() -> [String] {
        var problems = extraViolations
        extraViolations = []
        let all = allViews
        let limit = all.count + 8
        for v in all {
            let id = v.diagnosticName
            // No cycles: the superview chain ends.
            var depth = 0
            var p = v.superview
            while let q = p, depth <= limit {
                depth += 1
                p = q.superview
            }
            if depth > limit { problems.append("\(id): its superview chain does not end (a cycle)") }
            // Subviews and superview agree, each subview once.
            for s in v.subviews where s.superview !== v { problems.append("\(s.diagnosticName) is in \(id).subviews but its superview differs") }
            if Set(v.subviews.map(ObjectIdentifier.init)).count != v.subviews.count { problems.append("\(id).subviews repeats a view") }
            if let sup = v.superview, !sup.subviews.contains(where: { $0 === v }) {
                problems.append("\(id).superview is \(sup.diagnosticName), which does not list it")
            }
            // The window is the tree root's, when that is a window.
            var root = v
            while let s = root.superview { root = s }
            let expected = root as? WindowNode
            if v.window !== expected { problems.append("\(id).window is not its tree root's window") }
            // Stored geometry is finite; the safe area is finite, non-negative and inside the bounds.
            if !v.bounds.isFiniteRect || !v.center.isFinitePoint || !v.transform.isFiniteTransform {
                problems.append("\(id) holds non-finite geometry: bounds \(v.bounds), center \(v.center)")
            }
            if v.frame.minX.isNaN || v.frame.width.isNaN { problems.append("\(id).frame is NaN: \(v.frame)") }
            let s = v.safeAreaInsets
            if !s.isFinite || s.top < 0 || s.left < 0 || s.bottom < 0 || s.right < 0 {
                problems.append("\(id).safeAreaInsets \(s) are negative or not finite")
            }
            if v.owningViewController == nil && v !== window
                && (s.top > v.bounds.height || s.bottom > v.bounds.height || s.left > v.bounds.width || s.right > v.bounds.width)
            {
                problems.append("\(id).safeAreaInsets \(s) exceed its bounds \(v.bounds.size)")
            }
            if v.window == nil && s != .zero && v.superview != nil { problems.append("\(id) is outside a window but has safe area \(s)") }
            if let scroll = v as? ScrollNode {
                if !scroll.contentOffset.isFinitePoint || !scroll.adjustedContentInset.isFinite {
                    problems.append("\(id) scroll state is not finite: offset \(scroll.contentOffset)")
                }
                if scroll.isDragging && !scroll.isTracking && !scroll.isDecelerating {
                    // A drag only outlives its step when a finger is still down.
                }
            }
        }
        // A visible window shows the root it reports.
        if !window.isHidden, let root = window.rootViewController {
            if !root.isViewLoaded || root.view.superview !== window {
                problems.append("the visible window reports root \(root.diagnosticName) but does not show its view")
            }
        }
        let clock = window.clock
        if !clock.now.isFinite || clock.frameIndex < 0 { problems.append("the clock is at \(clock.now) s, frame \(clock.frameIndex)") }
        return problems
    }
}
