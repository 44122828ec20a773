import Canopy
import Foundation
import Testing

@Suite("Trait propagation")
struct TraitPropagationTests {
    @Test("A window derives every trait from its device")
    func windowTraitsFromDevice() {
        // Given a window on an iPhone 15 and one on the iPad popover
        let phone = WindowNode(device: .iPhone15).traitCollection
        let popover = WindowNode(device: .iPadPopover).traitCollection

        // Then the phone reports its scale, idiom and portrait size classes, and defaults elsewhere
        #expect(phone.displayScale == 3)
        #expect(phone.userInterfaceIdiom == .phone)
        #expect(phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .regular)
        #expect(phone.userInterfaceStyle == .light)
        #expect(phone.preferredContentSizeCategory == .large)
        #expect(phone.layoutDirection == .leftToRight)
        #expect(phone.accessibilityContrast == .normal && phone.legibilityWeight == .regular)
        // And the popover is pad content, compact across
        #expect(popover.userInterfaceIdiom == .pad && popover.horizontalSizeClass == .compact)
        #expect(WindowNode(device: .iPhone15Landscape).traitCollection.verticalSizeClass == .compact)
    }

    @Test("A view outside any window sees scale 1 and nothing else")
    func detachedView() {
        let view = ViewNode()
        #expect(view.traitCollection == TraitCollection(displayScale: 1))
        #expect(view.traitCollection.userInterfaceStyle == .unspecified)
    }

    @Test("Window overrides flow to the root controller, child controllers and every view")
    func windowOverrideFlows() {
        // Given a window with a root controller, a subview, a child controller and its leaf
        let tree = TraitTree()

        // When the window overrides the style and the text size
        tree.window.traitOverrides.userInterfaceStyle = .dark
        tree.window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge

        // Then every node sees them, and still sees the device's scale
        for traits in [
            tree.root.traitCollection, tree.root.view.traitCollection, tree.subview.traitCollection,
            tree.child.traitCollection, tree.leaf.traitCollection,
        ] {
            #expect(traits.userInterfaceStyle == .dark)
            #expect(traits.preferredContentSizeCategory == .accessibilityLarge)
            #expect(traits.displayScale == 3)
        }
    }

    @Test("Callbacks arrive once per node, parents before children, each controller before its view")
    func callbackOrder() {
        // Given the standard tree
        let tree = TraitTree()

        // When the window's style changes
        tree.window.traitOverrides.userInterfaceStyle = .dark

        // Then the callbacks run in pre-order, once each
        #expect(tree.log.entries == ["root", "root.view", "subview", "child", "child.view", "leaf"])
        // And each node already saw the new value inside its callback
        #expect(tree.log.seen.values.allSatisfy { $0.userInterfaceStyle == .dark })
    }

    @Test("Setting the same override again sends no callback")
    func sameValueIsSilent() {
        let tree = TraitTree()
        tree.window.traitOverrides.userInterfaceStyle = .dark
        tree.log.entries = []

        tree.window.traitOverrides.userInterfaceStyle = .dark

        #expect(tree.log.entries.isEmpty)
    }

    @Test("A node overriding the changed trait stops the change, and its subtree hears nothing")
    func overrideShieldsSubtree() {
        // Given a child controller that pins the light style
        let tree = TraitTree()
        tree.child.traitOverrides.userInterfaceStyle = .light
        tree.log.entries = []

        // When the window turns dark
        tree.window.traitOverrides.userInterfaceStyle = .dark

        // Then the child, its view and its leaf keep light and get no callback
        #expect(tree.log.entries == ["root", "root.view", "subview"])
        #expect(tree.leaf.traitCollection.userInterfaceStyle == .light)
        #expect(tree.child.traitCollection.userInterfaceStyle == .light)
    }

    @Test("A view's own overrides apply to it and its subviews, not its siblings")
    func viewOverrides() {
        let tree = TraitTree()

        tree.child.view.traitOverrides.legibilityWeight = .bold

        #expect(tree.log.entries == ["child.view", "leaf"])
        #expect(tree.leaf.traitCollection.legibilityWeight == .bold)
        #expect(tree.subview.traitCollection.legibilityWeight == .regular)
        #expect(tree.child.traitCollection.legibilityWeight == .regular)
    }

    @Test("Removing every override restores the inherited traits with one more callback each")
    func clearingOverrides() {
        let tree = TraitTree()
        tree.subview.traitOverrides.accessibilityContrast = .high
        tree.log.entries = []

        tree.subview.traitOverrides = TraitOverrides()

        #expect(tree.log.entries == ["subview"])
        #expect(tree.subview.traitCollection.accessibilityContrast == .normal)
        #expect(tree.subview.traitOverrides.isEmpty)
    }

    @Test("A parent's override for a child applies under the child's own overrides")
    func overrideForChild() {
        // Given the standard tree
        let tree = TraitTree()

        // When the root overrides the child's size class and style, and the child pins its style
        tree.root.setOverrideTraitCollection(
            TraitCollection(traitsFrom: [TraitCollection(horizontalSizeClass: .regular), TraitCollection(userInterfaceStyle: .dark)]),
            forChild: tree.child)
        tree.child.traitOverrides.userInterfaceStyle = .light

        // Then the child and its subtree see the parent's size class and their own style
        #expect(tree.child.traitCollection.horizontalSizeClass == .regular)
        #expect(tree.leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(tree.leaf.traitCollection.userInterfaceStyle == .light)
        #expect(tree.root.overrideTraitCollection(forChild: tree.child)?.horizontalSizeClass == .regular)
        // And the root and its other views do not
        #expect(tree.subview.traitCollection.horizontalSizeClass == .compact)
        #expect(tree.log.entries == ["child", "child.view", "leaf", "child", "child.view", "leaf"])
    }

    @Test("Overriding traits for a controller that is not a child is refused")
    func overrideForStranger() {
        let tree = TraitTree()
        let stranger = ViewControllerNode()

        let diagnostics = Diagnostics.capture {
            tree.root.setOverrideTraitCollection(TraitCollection(userInterfaceStyle: .dark), forChild: stranger)
        }

        #expect(diagnostics.map(\.code) == ["controller.notAChild"])
        #expect(tree.root.overrideTraitCollection(forChild: stranger) == nil)
        #expect(stranger.traitCollection.userInterfaceStyle == .unspecified)
    }

    @Test("Moving a view into a window with other traits notifies its subtree once, with the old traits")
    func moveBetweenWindows() {
        // Given a subtree built outside any window
        let log = TraitLog()
        let parent = TraitRecordingView("parent", log: log)
        parent.addSubview(TraitRecordingView("kid", log: log))
        let window = WindowNode(device: .iPhoneSE)

        // When it joins the window
        window.addSubview(parent)

        // Then both nodes hear once, already seeing the window's traits
        #expect(log.entries == ["parent", "kid"])
        #expect(log.seen["kid"]?.displayScale == 2 && log.seen["kid"]?.userInterfaceIdiom == .phone)
        #expect(log.previous["kid"] == .detached)

        // And moving it within the window changes nothing
        log.entries = []
        let sibling = ViewNode()
        window.addSubview(sibling)
        sibling.addSubview(parent)
        #expect(log.entries.isEmpty)

        // And leaving the window returns it to the detached traits
        parent.removeFromSuperview()
        #expect(log.entries == ["parent", "kid"])
        #expect(parent.traitCollection == .detached)
    }

    @Test("A rotation changes the size class after the safe area is updated")
    func rotationUpdatesSizeClassAfterSafeArea() {
        // Given the standard tree on an iPhone 15 in portrait
        let tree = TraitTree(device: .iPhone15)
        var insetsSeen: EdgeInsets?
        tree.subview.onChange = { insetsSeen = $0.window?.safeAreaInsets }

        // When the device turns to landscape
        tree.window.device = .iPhone15Landscape

        // Then the vertical size class is compact everywhere, and the callback saw the new safe area
        #expect(tree.leaf.traitCollection.verticalSizeClass == .compact)
        #expect(insetsSeen == DeviceProfile.iPhone15Landscape.safeAreaInsets)
        #expect(tree.log.entries == ["root", "root.view", "subview", "child", "child.view", "leaf"])
    }

    @Test("A controller whose view is not in a tree follows its parent controller")
    func detachedChildFollowsParent() {
        let tree = TraitTree()
        let unattached = ViewControllerNode()
        tree.root.addChild(unattached)
        tree.window.traitOverrides.userInterfaceStyle = .dark

        #expect(unattached.traitCollection.userInterfaceStyle == .dark)
        #expect(unattached.view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("A root controller's traits come from its window before its view is installed")
    func rootBeforeInstall() {
        let window = WindowNode(device: .iPhone15)
        let root = ViewControllerNode()
        window.rootViewController = root
        #expect(root.traitCollection.displayScale == 3)
        #expect(root.traitCollection.userInterfaceIdiom == .phone)
    }

    @Test("A callback that changes overrides below it leaves every node consistent")
    func reentrantOverrideChange() {
        // Given a subview that pins bold text on the leaf's parent when the style changes
        let tree = TraitTree()
        tree.subview.onChange = { _ in tree.child.view.traitOverrides.legibilityWeight = .bold }

        // When the window turns dark
        tree.window.traitOverrides.userInterfaceStyle = .dark

        // Then the leaf ends dark and bold
        #expect(tree.leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(tree.leaf.traitCollection.legibilityWeight == .bold)
    }
}
