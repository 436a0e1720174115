import FrilaAPILocal
print("frila-api: em construção")
